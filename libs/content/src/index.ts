// Types only at the top: the texts themselves are large, so each is its own entry point
// (`@lifewheel/content/insights/en`, ...) and the web app loads it with the route that shows it.
export type * from './types.js';
export type { CoachingTool, DomainGap } from './coaching-tools/index.js';

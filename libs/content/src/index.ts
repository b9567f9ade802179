// Types only at the top: the texts themselves are large, so each is its own entry point
// (`@lifewheel/content/insights`, ...) and the web app loads it with the route that shows it.
// The paid bodies of the coaching tools are `@lifewheel/content/premium`, for the server only.
export type * from './types.js';
export type { DomainGap } from './coaching-tools/index.js';
export type { InsightContent } from './insights/load-insights.js';

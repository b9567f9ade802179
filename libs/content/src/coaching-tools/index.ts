export { coachingTools, SECONDARY_DOMAIN_WEIGHT, toolsByDomain, toolsForGaps, type DomainGap } from './library.js';

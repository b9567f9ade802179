// What a loader of per-language files needs to build a regional language from its parent's.
export { mergeRegional, type RegionalOverride } from './merge-regional.js';
export { REGIONAL_PARENTS } from './regional-parents.js';

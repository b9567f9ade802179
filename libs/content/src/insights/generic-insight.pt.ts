// Portuguese without a region reads as Brazilian Portuguese (the majority of readers); see pt-PT.
export { genericInsight } from './generic-insight.pt-BR.js';

// Portuguese without a region reads as Brazilian Portuguese (the majority of readers); see pt-PT.
export { insights } from './insights.pt-BR.js';

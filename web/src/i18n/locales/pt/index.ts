// Portuguese without a region reads as Brazilian Portuguese, the variant most readers use;
// European Portuguese readers have pt-PT.
export { bundle } from '../pt-BR/index.js';

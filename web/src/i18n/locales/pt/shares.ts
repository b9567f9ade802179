// As the rest of pt: Brazilian Portuguese.
export { shares } from '../pt-BR/shares.js';

// As the rest of pt: Brazilian Portuguese.
export { premiumContent } from '../pt-BR/premium-content.js';

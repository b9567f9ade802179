// As the rest of pt: Brazilian Portuguese.
export { dashboard } from '../pt-BR/dashboard.js';

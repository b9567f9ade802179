// As the rest of pt: Brazilian Portuguese.
export { domainPages } from '../pt-BR/domain-pages.js';

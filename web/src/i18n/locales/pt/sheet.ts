// As the rest of pt: Brazilian Portuguese.
export { sheet } from '../pt-BR/sheet.js';

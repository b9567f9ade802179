// As the rest of pt: Brazilian Portuguese.
export { workshops } from '../pt-BR/workshops.js';

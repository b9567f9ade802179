// As the rest of pt: Brazilian Portuguese.
export { followUps } from '../pt-BR/follow-ups.js';

export * from './platform.tokens.js';
export * from './platform.module.js';

export * from './smtp-stand-in.js';
export * from './stripe/index.js';

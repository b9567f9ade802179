export * from './smtp-stand-in.js';
export * from './stripe/index.js';
export * from './indexnow/indexnow-stand-in.js';

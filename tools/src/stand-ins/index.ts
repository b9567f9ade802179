export * from './smtp-stand-in.js';

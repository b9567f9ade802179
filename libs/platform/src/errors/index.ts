export * from './error-code.js';
export * from './app-exception.js';
export * from './error-reporter.js';
export * from './rpc-error.filter.js';
export * from './parse-payload.js';

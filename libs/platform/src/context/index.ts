export * from './request-scope.js';
export * from './deadline.js';

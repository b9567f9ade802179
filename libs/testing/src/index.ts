export * from './repo-root.js';
export * from './free-port.js';
export * from './wait-for.js';
export * from './test-database.js';
export * from './test-redis.js';
export * from './managed-process.js';
export * from './test-stack.js';
export * from './assessment-bodies.js';

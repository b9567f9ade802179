export * from './health-server.js';
export * from './dependency-checks.js';
export * from './presence.js';

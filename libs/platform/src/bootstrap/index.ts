export * from './shutdown.js';
export * from './run-rpc-service.js';

export * from './rpc-keys.js';
export * from './rpc-context.js';
export * from './redis-streams.server.js';
export * from './rpc-client.js';
export * from './rpc-limits.js';
export * from './rpc-handler.decorator.js';
export * from './rpc-handlers.js';
export * from './service-health.controller.js';

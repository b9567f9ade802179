export * from './rpc-keys.js';
export * from './rpc-context.js';
export * from './redis-streams.server.js';
export * from './rpc-client.js';

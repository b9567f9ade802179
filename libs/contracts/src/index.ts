export * from './rpc-patterns.js';
export * from './rpc-envelope.js';
export * from './assessment.contract.js';
export * from './observability.contract.js';
export * from './queues.contract.js';
export * from './health.contract.js';

export * from './job-envelope.js';
export * from './job-queues.js';
export * from './job-handlers.js';
export * from './job-workers.js';
export * from './recipient-jobs.js';
export * from './batcher.js';
export * from './journey-recorder.js';

export * from './create-orm.js';
export * from './request-context.interceptor.js';
export * from './idempotency.js';
export * from './sql.js';

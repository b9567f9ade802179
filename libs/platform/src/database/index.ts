export * from './create-orm.js';
export * from './orm-context.js';
export * from './idempotency.js';
export * from './sql.js';

export * from './job-secrets.js';
export * from './keys.js';
export * from './principal-token.js';
export * from './principal.guard.js';
export * from './rpc-access.js';
export * from './sealed-secret.js';
export * from './secure-token.js';
export * from './user-changes.js';

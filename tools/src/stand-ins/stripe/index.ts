export * from './stripe-stand-in.js';
export * from './stripe-signature.js';
export type { DeliveredEvent } from './webhook-delivery.js';

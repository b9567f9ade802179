import Stripe from 'stripe';
import type { BillingConfig } from '../config.js';

export const STRIPE = Symbol('STRIPE');

/** The real SDK; STRIPE_API_BASE only moves it to another host (the local stand-in), never changes code paths. */
export function createStripe(config: Pick<BillingConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

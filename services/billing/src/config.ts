import { z } from 'zod';
import { baseEnvSchema, databaseEnvSchema, healthPortSchema, jobSecretKeyEnvSchema, principalPublicKeyEnvSchema } from '@lifewheel/platform/config';

const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string({ error: 'must be set (sk_live_... or sk_test_...; `npm start` sets one for its local stand-in)' }).min(1),
  STRIPE_WEBHOOK_SECRET: z.string({ error: 'must be set (whsec_..., the signing secret of the webhook endpoint)' }).min(1),
  /** Points the Stripe SDK at a stand-in (e.g. http://127.0.0.1:12111); unset means api.stripe.com. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. http://127.0.0.1:12111' }).optional(),
  PREMIUM_PRICE_CENTS: z.coerce.number().int().min(50).max(1_000_000).default(1000),
  /** How long a checkout stays open (Stripe allows 30 minutes to 24 hours). */
  CHECKOUT_EXPIRES_MINUTES: z.coerce.number().int().min(30).max(1440).default(60),
  /** How often the webhook inbox and the outbox are polled besides the nudge after each write. */
  BILLING_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export const billingEnvSchema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthPortSchema('billing').shape)
  .extend(stripeEnvSchema.shape)
  // The premium dashboard and checkout's client_reference_id know the buyer only from a verified principal.
  .extend(principalPublicKeyEnvSchema.shape)
  // A deleted account's address reaches billing sealed in its job.
  .extend(jobSecretKeyEnvSchema.shape);
export type BillingConfig = z.infer<typeof billingEnvSchema>;
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

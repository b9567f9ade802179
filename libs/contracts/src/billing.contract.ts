import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './email-address.js';
import { keyedRules } from './keyed-message.js';

/** The premium purchase is in US dollars (spec section 9); the amount comes from PREMIUM_PRICE_CENTS. */
export const PREMIUM_CURRENCY = 'usd';

/** The Stripe webhook route. It takes the raw body (the signature covers its exact bytes). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhook';

export const BILLING_MESSAGES = {
  emailRequired: 'Enter the email address for your premium access',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  checkoutNotFound: 'We could not find this checkout. Please start again.',
  signatureInvalid: 'The Stripe signature does not match this request body',
} as const;

const rule = keyedRules(BILLING_MESSAGES);

/** `POST /api/billing/checkout` (RPC `billing.checkout.create`). A logged-in buyer's email comes from their principal. */
export const createCheckoutRequestSchema = z.object({
  email: z
    .string(rule('emailRequired'))
    .trim()
    .min(1, rule('emailRequired'))
    .max(EMAIL_MAX_LENGTH, rule('emailInvalid'))
    .pipe(z.email(rule('emailInvalid')))
    .optional(),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/)
    .optional(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/** What the gateway adds: where people come back to (its PUBLIC_URL). */
export const createCheckoutRpcSchema = createCheckoutRequestSchema.extend({ returnBaseUrl: z.url() });
export type CreateCheckoutRpc = z.infer<typeof createCheckoutRpcSchema>;

export interface CreateCheckoutResult {
  /** Stripe's hosted checkout page. */
  url: string;
  /** Ours (the payment session row); the return page polls its status with it. */
  sessionId: string;
}

/** What the return page shows. `paid` means premium has been granted (through the outbox). */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'disputed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const checkoutStatusRequestSchema = z.object({ sessionId: z.uuid(rule('checkoutNotFound')) });

export interface CheckoutStatusResult {
  sessionId: string;
  status: CheckoutStatus;
  /** The address the purchase is for (the buyer typed it, or it is their account's); masked (j•••@example.com) for anyone but the logged-in buyer. */
  email: string;
  /** Whether the buyer was logged in at checkout (then premium is theirs at once; a visitor logs in by link). */
  forAccount: boolean;
  amount: number;
  currency: string;
}

/** `GET /api/billing/price`: what the enrollment and payment pages show. */
export interface PremiumPrice {
  amount: number;
  currency: string;
}

/** Gateway -> billing: the webhook exactly as received. */
export const stripeWebhookRpcSchema = z.object({
  /** The raw body in base64, so no byte changes on the way. */
  payloadBase64: z.string(),
  signature: z.string().optional(),
});
export type StripeWebhookRpc = z.infer<typeof stripeWebhookRpcSchema>;

export interface StripeWebhookResult {
  received: true;
  duplicate: boolean;
}

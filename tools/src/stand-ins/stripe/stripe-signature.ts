import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header as Stripe computes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed by the endpoint secret>`; the SDK's `webhooks.constructEvent` verifies it.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

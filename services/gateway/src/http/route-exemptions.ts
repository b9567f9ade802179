import { STRIPE_WEBHOOK_PATH } from '@lifewheel/contracts';

/**
 * State-changing routes that browsers never call, so the Origin check on writes does not apply:
 * Stripe posts its webhooks server to server with no Origin; the signature check in billing
 * protects the route instead. (Nor does the webhook carry `@RateLimited`: Stripe retries until it
 * gets a 2xx, from a few addresses of its own, and a burst must never be refused.)
 */
export const ORIGIN_CHECK_EXEMPT_PATHS: readonly string[] = [STRIPE_WEBHOOK_PATH];

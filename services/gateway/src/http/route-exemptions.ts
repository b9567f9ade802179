import { STRIPE_WEBHOOK_PATH } from '@lifewheel/contracts';

/**
 * State-changing routes that browsers never call, so the Origin check on writes does not apply:
 * Stripe posts its webhooks server to server with no Origin; the signature check in billing
 * protects the route instead.
 */
export const ORIGIN_CHECK_EXEMPT_PATHS: readonly string[] = [STRIPE_WEBHOOK_PATH];

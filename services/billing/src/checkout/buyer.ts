import { BILLING_MESSAGES, type Principal } from '@lifewheel/contracts';
import { AppException } from '@lifewheel/platform';
import type { Buyer } from './checkout.service.js';

/**
 * A logged-in buyer (verified principal) buys for their own account: its email, locked, and their
 * id as Stripe's client_reference_id; whatever address the request carries is ignored. A visitor
 * buys for the address they typed.
 */
export function buyerOf(principal: Principal | undefined, typedEmail: string | undefined): Buyer {
  if (principal) return { email: principal.email, userId: principal.userId };
  if (!typedEmail) throw AppException.validation([{ field: 'email', message: BILLING_MESSAGES.emailRequired, messageKey: 'emailRequired' }]);
  return { email: typedEmail };
}

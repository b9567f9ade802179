import { ErrorCode } from '@lifewheel/contracts';
import { errorCodeOf } from '../../api/http.js';

/** Which text explains a checkout that could not start, from the answer's code. */
export function checkoutProblemKey(error: unknown): string {
  switch (errorCodeOf(error)) {
    // A visitor's address is the only field; a logged-in buyer's comes from their account.
    case ErrorCode.ValidationFailed:
      return 'premium.payment.emailInvalid';
    case ErrorCode.RateLimited:
      return 'premium.payment.tooMany';
    default:
      return 'premium.payment.failed';
  }
}

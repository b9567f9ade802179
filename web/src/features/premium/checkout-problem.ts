import { ErrorCode } from '@lifewheel/contracts';
import { textKeyForCode } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';

const CHECKOUT_PROBLEMS: Partial<Record<ErrorCode, TranslationKey>> = {
  // A visitor's address is the only field; a logged-in buyer's comes from their account.
  [ErrorCode.ValidationFailed]: 'premium.payment.emailInvalid',
  [ErrorCode.RateLimited]: 'premium.payment.tooMany',
};

/** Which text explains a checkout that could not start, from the answer's code. */
export const checkoutProblemKey = (error: unknown): TranslationKey => textKeyForCode(error, CHECKOUT_PROBLEMS, 'premium.payment.failed');

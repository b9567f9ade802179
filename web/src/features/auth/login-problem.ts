import { ErrorCode } from '@lifewheel/contracts';
import { textKeyForCode } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';

const LOGIN_PROBLEMS: Partial<Record<ErrorCode, TranslationKey>> = {
  // The address is the only field a person types; `next` and `language` are dropped, never refused.
  [ErrorCode.ValidationFailed]: 'auth.login.emailInvalid',
  [ErrorCode.LoginEmailsLimited]: 'auth.login.tooManyForAddress',
  [ErrorCode.RateLimited]: 'auth.login.tooManyForNetwork',
};

/** Which text explains a refused login-link request, from the answer's code. */
export const loginProblemKey = (error: unknown): TranslationKey => textKeyForCode(error, LOGIN_PROBLEMS, 'auth.login.failed');

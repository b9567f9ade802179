import { ErrorCode } from '@lifewheel/contracts';
import { errorCodeOf } from '../../api/http.js';

/** Which text explains a refused login-link request, from the answer's code. */
export function loginProblemKey(error: unknown): string {
  switch (errorCodeOf(error)) {
    // The address is the only field a person types; `next` and `language` are dropped, never refused.
    case ErrorCode.ValidationFailed:
      return 'auth.login.emailInvalid';
    case ErrorCode.LoginEmailsLimited:
      return 'auth.login.tooManyForAddress';
    case ErrorCode.RateLimited:
      return 'auth.login.tooManyForNetwork';
    default:
      return 'auth.login.failed';
  }
}

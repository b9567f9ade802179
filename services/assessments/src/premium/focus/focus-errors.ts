import { FOCUS_MESSAGES, type FocusMessageKey } from '@lifewheel/contracts';
import { AppException, ErrorCode } from '@lifewheel/platform';

/**
 * A refusal the web app translates from its key: validation 400s name their field, and the 409s and
 * the stop link's 404 carry the key the same way (`details.errors[0].messageKey`).
 */
export function focusFailure(code: ErrorCode, key: FocusMessageKey, field = ''): AppException {
  const message = FOCUS_MESSAGES[key];
  const details = { errors: [{ field, message, messageKey: key }] };
  return code === ErrorCode.ValidationFailed ? AppException.validation(details.errors) : new AppException(code, message, details);
}

/** Another person's focus, an unknown id and a malformed one are all the same 404 (never a 403). */
export const focusNotFound = (): AppException => new AppException(ErrorCode.NotFound, 'We could not find this focus. Open it again from your dashboard.');

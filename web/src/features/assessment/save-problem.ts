import { ErrorCode, type MessageParams } from '@lifewheel/contracts';
import { WHEEL_MESSAGES, type WheelMessageKey } from '@lifewheel/wheel';
import { HttpError } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';

export interface SaveProblem {
  /** i18n key of the toast's text. */
  key: TranslationKey;
  params?: MessageParams;
}

/**
 * What a failed save tells the person. A wheel rule the server enforced (a custom wheel edited in
 * another tab, say) is named in the person's language by its key; anything else asks for a retry.
 */
const isWheelMessageKey = (key: string): key is WheelMessageKey => Object.hasOwn(WHEEL_MESSAGES, key);

export function saveProblem(error: unknown): SaveProblem {
  if (!(error instanceof HttpError)) return { key: 'assessment.saveFailed' };
  if (error.code === ErrorCode.RateLimited) return { key: 'assessment.saveRateLimited' };
  const wheelIssue = error.fieldErrors.find((issue) => isWheelMessageKey(issue.messageKey));
  if (error.code === ErrorCode.ValidationFailed && wheelIssue && isWheelMessageKey(wheelIssue.messageKey)) {
    return { key: `wheel.messages.${wheelIssue.messageKey}`, ...(wheelIssue.params ? { params: wheelIssue.params } : {}) };
  }
  return { key: 'assessment.saveFailed' };
}

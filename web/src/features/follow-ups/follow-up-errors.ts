import { ErrorCode, FOLLOW_UP_MESSAGES, type FollowUpMessageKey } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';
import type { FieldName } from './follow-up-fields.js';

/** An i18n key per field that needs attention; the first problem of a field wins. */
export type FieldErrors = Partial<Record<FieldName, TranslationKey>>;

/** A rule that failed, by field and message key (from the shared schema or the server's answer). */
export interface Issue {
  field: string;
  messageKey: string;
}

const isFollowUpMessageKey = (key: string): key is FollowUpMessageKey => Object.hasOwn(FOLLOW_UP_MESSAGES, key);

/** The translation of a contract rule's key; a rule with no text of ours gets a generic one. */
export function messageTextKey(messageKey: string): TranslationKey {
  return isFollowUpMessageKey(messageKey) ? `followUps.messages.${messageKey}` : 'followUps.errors.fieldInvalid';
}

/**
 * Splits problems into those shown next to a field of this form and the rest (the results link,
 * the language), which can only be told in a toast.
 */
export function sortIssues(issues: readonly Issue[], fields: readonly FieldName[]): { fieldErrors: FieldErrors; otherErrors: TranslationKey[] } {
  const fieldErrors: FieldErrors = {};
  const otherErrors: TranslationKey[] = [];
  for (const { field, messageKey } of issues) {
    const name = fields.find((candidate) => candidate === field);
    if (name) fieldErrors[name] ??= messageTextKey(messageKey);
    else otherErrors.push(messageTextKey(messageKey));
  }
  return { fieldErrors, otherErrors };
}

export interface SendFailure {
  fieldErrors: FieldErrors;
  /** i18n key of a toast; absent when the field messages say it all. */
  toast?: TranslationKey;
}

/**
 * What a failed send means to the person: the server's field errors next to their fields, and a
 * toast for anything else. The answers stay in the form either way.
 */
export function describeSendFailure(error: unknown, fields: readonly FieldName[]): SendFailure {
  // fetch rejects (offline, DNS, timeout) without a response: nothing reached us, or we cannot know.
  if (!(error instanceof HttpError)) return { fieldErrors: {}, toast: 'followUps.errors.network' };
  if (error.code === ErrorCode.RateLimited) return { fieldErrors: {}, toast: 'followUps.errors.rateLimited' };
  if (error.fieldErrors.length > 0) {
    const { fieldErrors, otherErrors } = sortIssues(error.fieldErrors, fields);
    return otherErrors[0] ? { fieldErrors, toast: otherErrors[0] } : { fieldErrors };
  }
  // The results a form was sent from are the only thing this endpoint looks up.
  if (error.code === ErrorCode.NotFound) return { fieldErrors: {}, toast: 'followUps.messages.resultsLinkNotFound' };
  return { fieldErrors: {}, toast: 'followUps.errors.server' };
}

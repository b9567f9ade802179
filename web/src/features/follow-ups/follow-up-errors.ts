import { followUpMessageKey } from '@lifewheel/contracts';
import { HttpError } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';
import type { FieldName } from './follow-up-fields.js';

/** An i18n key per field that needs attention; the first problem of a field wins. */
export type FieldErrors = Partial<Record<FieldName, TranslationKey>>;

export interface Issue {
  field: string;
  message: string;
}

/** The translation key of a contract message (server or client side); unknown texts get a generic one. */
export function messageKey(message: string): TranslationKey {
  const key = followUpMessageKey(message);
  return key ? `followUps.messages.${key}` : 'followUps.errors.fieldInvalid';
}

/**
 * Splits problems into those shown next to a field of this form and the rest (the results link,
 * the language), which can only be told in a toast.
 */
export function sortIssues(issues: readonly Issue[], fields: readonly FieldName[]): { fieldErrors: FieldErrors; otherErrors: TranslationKey[] } {
  const fieldErrors: FieldErrors = {};
  const otherErrors: TranslationKey[] = [];
  for (const { field, message } of issues) {
    const name = fields.find((candidate) => candidate === field);
    if (name) fieldErrors[name] ??= messageKey(message);
    else otherErrors.push(messageKey(message));
  }
  return { fieldErrors, otherErrors };
}

export interface SendFailure {
  fieldErrors: FieldErrors;
  /** i18n key of a toast; absent when the field messages say it all. */
  toast?: TranslationKey;
}

interface ErrorBody {
  message?: unknown;
  details?: { errors?: unknown };
}

function parseBody(text: string): ErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

const isIssue = (value: unknown): value is Issue =>
  Boolean(value) && typeof (value as Issue).field === 'string' && typeof (value as Issue).message === 'string';

/**
 * What a failed send means to the person: the server's field errors next to their fields, and a
 * toast for anything else. The answers stay in the form either way.
 */
export function describeSendFailure(error: unknown, fields: readonly FieldName[]): SendFailure {
  // fetch rejects (offline, DNS, timeout) without a response: nothing reached us, or we cannot know.
  if (!(error instanceof HttpError)) return { fieldErrors: {}, toast: 'followUps.errors.network' };
  if (error.status === 429) return { fieldErrors: {}, toast: 'followUps.errors.rateLimited' };
  const body = parseBody(error.body);
  const issues = Array.isArray(body.details?.errors) ? body.details.errors.filter(isIssue) : [];
  if (issues.length > 0) {
    const { fieldErrors, otherErrors } = sortIssues(issues, fields);
    return otherErrors[0] ? { fieldErrors, toast: otherErrors[0] } : { fieldErrors };
  }
  const known = typeof body.message === 'string' ? followUpMessageKey(body.message) : undefined;
  return { fieldErrors: {}, toast: known ? `followUps.messages.${known}` : 'followUps.errors.server' };
}

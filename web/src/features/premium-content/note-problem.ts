import { ErrorCode, TOOL_NOTE_MAX_LENGTH } from '@lifewheel/contracts';
import { HttpError, textKeyForCode } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';

const NOTE_PROBLEMS: Partial<Record<ErrorCode, TranslationKey>> = {
  [ErrorCode.Unauthorized]: 'premiumContent.notes.errors.loggedOut',
  [ErrorCode.NotFound]: 'premiumContent.notes.errors.notFound',
  [ErrorCode.RateLimited]: 'premiumContent.notes.errors.rateLimited',
};

const FIELD_PROBLEMS: Record<string, TranslationKey> = {
  noteRequired: 'premiumContent.notes.errors.noteRequired',
  noteTooLong: 'premiumContent.notes.errors.noteTooLong',
};

export interface NoteProblem {
  key: TranslationKey;
  params: { max: number };
}

/** Which text explains a refused note (or done mark), from the answer's `messageKey` first, then its `code`. */
export function noteProblem(error: unknown): NoteProblem {
  const params = { max: TOOL_NOTE_MAX_LENGTH };
  const fieldKey = error instanceof HttpError ? error.fieldErrors.map((field) => FIELD_PROBLEMS[field.messageKey]).find(Boolean) : undefined;
  if (fieldKey) return { key: fieldKey, params };
  return { key: textKeyForCode(error, NOTE_PROBLEMS, 'premiumContent.notes.errors.failed'), params };
}

import { ErrorCode, FOCUS_MAX_TOOLS, type FocusMessageKey } from '@lifewheel/contracts';
import { HttpError, errorCodeOf } from '../../api/http.js';
import type { TranslationKey } from '../../i18n/translation.js';

/** The server's message keys (FOCUS_MESSAGES) the pages can say in the person's language. */
const MESSAGE_KEYS: Partial<Record<FocusMessageKey, TranslationKey>> = {
  domainUnknown: 'premiumContent.focus.errors.domainUnknown',
  approachRequired: 'premiumContent.focus.errors.approachRequired',
  toolsTooMany: 'premiumContent.focus.errors.toolsTooMany',
  toolUnknown: 'premiumContent.focus.errors.toolUnknown',
  scoreInvalid: 'premiumContent.focus.errors.scoreInvalid',
  focusAlreadyActive: 'premiumContent.focus.errors.focusAlreadyActive',
  focusEnded: 'premiumContent.focus.errors.focusEnded',
  stopTokenInvalid: 'premiumContent.focus.errors.stopTokenInvalid',
};

const CODES: Partial<Record<ErrorCode, TranslationKey>> = {
  [ErrorCode.Unauthorized]: 'premiumContent.focus.errors.loggedOut',
  [ErrorCode.RateLimited]: 'premiumContent.notes.errors.rateLimited',
};

export interface FocusProblem {
  key: TranslationKey;
  params: { max: number };
  /** The answer was a 409 for starting while another focus runs: the page links to the dashboard. */
  alreadyActive: boolean;
}

/**
 * Which text explains a refused focus request: the answer's `messageKey` first, then what its code
 * means in this place (`conflict`: a 409 on start is the running focus, on a change the ended one;
 * `notFound`: a focus or a stop link that is not there).
 */
export function focusProblem(error: unknown, context: { conflict: FocusMessageKey; notFound: FocusMessageKey }): FocusProblem {
  const params = { max: FOCUS_MAX_TOOLS };
  const fromField = error instanceof HttpError ? error.fieldErrors.map((field) => MESSAGE_KEYS[field.messageKey as FocusMessageKey]).find(Boolean) : undefined;
  const code = errorCodeOf(error);
  const byContext = code === ErrorCode.Conflict ? context.conflict : code === ErrorCode.NotFound ? context.notFound : undefined;
  const key = fromField ?? (byContext && MESSAGE_KEYS[byContext]) ?? (code && CODES[code]) ?? 'premiumContent.focus.errors.failed';
  return { key, params, alreadyActive: key === MESSAGE_KEYS.focusAlreadyActive };
}

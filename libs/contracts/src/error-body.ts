import type { ErrorCode } from './error-code.js';

/** The values behind a message's `{{vars}}` (and limits such as `max`), for a translated message. */
export type MessageParams = Record<string, string | number>;

/** One field that did not pass its rule (`details.errors[]` of a VALIDATION_FAILED body). */
export interface FieldError {
  /** Dotted path of the field, e.g. `wheel.domains.2.name`; empty for the body as a whole. */
  field: string;
  /** The English message, for people reading the API. */
  message: string;
  /** The key of the rule's message in its contract's message table; `invalid` when the rule has none. */
  messageKey: string;
  params?: MessageParams;
}

export interface ValidationDetails {
  errors: FieldError[];
}

/**
 * A failed request's answer (design.md section 6). Over RPC it travels as is; the gateway adds
 * `requestId`. Clients act on `code` and `details.errors[].messageKey`, never on `message`.
 */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  details?: ValidationDetails | Record<string, unknown>;
}

export interface HttpErrorBody extends ErrorBody {
  requestId: string;
}

/** The message key given to a field error whose rule declares none. */
export const GENERIC_MESSAGE_KEY = 'invalid';

import { createFollowUpRequestSchema, issueMessageKey, type CreateFollowUpRequest, type FollowUpKind } from '@lifewheel/contracts';
import { FOLLOW_UP_FIELDS, type FormValues } from './follow-up-fields.js';
import type { TranslationKey } from '../../i18n/translation.js';
import { sortIssues, type FieldErrors } from './follow-up-errors.js';

export interface FormContext {
  /** The results page the form sits on. */
  assessmentToken: string;
  language: string;
}

/**
 * The request body from the form. An empty text field is left out, so the contract says "Please
 * write your question" rather than "needs at least 10 characters"; a box is sent as a real boolean.
 */
export function followUpBody(kind: FollowUpKind, values: FormValues, context: FormContext): Record<string, unknown> {
  const body: Record<string, unknown> = { kind };
  for (const field of FOLLOW_UP_FIELDS[kind]) {
    const value = values[field.name];
    if (field.control === 'checkbox') body[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') body[field.name] = value;
  }
  return { ...body, assessmentToken: context.assessmentToken, language: context.language };
}

export type Validation = { ok: true; request: CreateFollowUpRequest } | { ok: false; fieldErrors: FieldErrors; otherErrors: TranslationKey[] };

/** The server's own rules (the shared zod schema), checked before anything is sent. */
export function validateFollowUp(kind: FollowUpKind, values: FormValues, context: FormContext): Validation {
  const result = createFollowUpRequestSchema.safeParse(followUpBody(kind, values, context));
  if (result.success) return { ok: true, request: result.data };
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.'), messageKey: issueMessageKey(issue).messageKey }));
  return {
    ok: false,
    ...sortIssues(
      issues,
      FOLLOW_UP_FIELDS[kind].map((field) => field.name),
    ),
  };
}

export interface Attempt {
  idempotencyKey: string;
  body: string;
}

/**
 * One Idempotency-Key per attempt at sending these answers: a retry of the same answers (after a
 * timeout or a lost connection) reuses it, so the server stores them once; changed answers are a
 * new attempt with a new key (the server refuses a key reused with another body).
 */
export function attemptFor(previous: Attempt | null, request: CreateFollowUpRequest, newKey: () => string): Attempt {
  const body = JSON.stringify(request);
  return previous && previous.body === body ? previous : { idempotencyKey: newKey(), body };
}

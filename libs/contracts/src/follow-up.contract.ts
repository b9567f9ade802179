import { z } from 'zod';
import { ASSESSMENT_TOKEN_PATTERN, LANGUAGE_CODE_PATTERN } from './assessment.contract.js';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './email-address.js';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages.js';
import type { FollowUpKind } from './follow-up-kinds.js';
import { keyedRules } from './keyed-message.js';

const rule = keyedRules(M);

/** A form's empty optional field arrives as "" (or spaces); it means "not given", not "invalid". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const emailSchema = z
  .string(rule('emailRequired'))
  .transform(normalizeEmail)
  .pipe(z.email(rule('emailInvalid')).max(EMAIL_MAX_LENGTH, rule('emailInvalid')));
const optionalEmailSchema = z.preprocess(blankAsMissing, emailSchema.optional());

/** Fields every form may carry: the results it was sent from, and the page's language. */
const commonFields = {
  /** The results page the form was opened on; stored as that assessment's id, never as the token. */
  assessmentToken: z.string(rule('resultsLinkNotFound')).regex(ASSESSMENT_TOKEN_PATTERN, rule('resultsLinkNotFound')).optional(),
  language: z.string(rule('languageUnknown')).regex(LANGUAGE_CODE_PATTERN, rule('languageUnknown')).optional(),
};

export const lifeQuestionSchema = z.object({
  kind: z.literal('life-question'),
  question: z.string(rule('questionRequired')).trim().min(10, rule('questionTooShort')).max(1000, rule('questionTooLong')),
  email: optionalEmailSchema,
  ...commonFields,
});

export const successTeamSchema = z.object({
  kind: z.literal('success-team'),
  name: z.string(rule('nameRequired')).trim().min(1, rule('nameRequired')).max(80, rule('nameTooLong')),
  email: emailSchema,
  goal: z.preprocess(blankAsMissing, z.string(rule('goalTooLong')).trim().max(500, rule('goalTooLong')).optional()),
  ...commonFields,
});

export const mailingListSignupSchema = z.object({
  kind: z.literal('mailing-list'),
  email: emailSchema,
  /** Explicit consent: the JSON value `true`, never "true", "on" or 1. */
  consent: z.literal(true, rule('consentRequired')),
  ...commonFields,
});

export const proToolsFeedbackSchema = z.object({
  kind: z.literal('pro-tools-feedback'),
  message: z.string(rule('feedbackRequired')).trim().min(10, rule('feedbackTooShort')).max(2000, rule('feedbackTooLong')),
  email: optionalEmailSchema,
  ...commonFields,
});

/** `POST /api/follow-ups` (RPC `assessments.followUps.create`). Emails arrive normalised. */
export const createFollowUpRequestSchema = z.discriminatedUnion(
  'kind',
  [lifeQuestionSchema, successTeamSchema, mailingListSignupSchema, proToolsFeedbackSchema],
  rule('kindUnknown'),
);
export type CreateFollowUpRequest = z.infer<typeof createFollowUpRequestSchema>;
export type MailingListSignup = z.infer<typeof mailingListSignupSchema>;

/**
 * `received`: stored for the team to read. `pending-confirmation`: every mailing-list signup, with
 * the same body whatever the address's state (new, on the list, unsubscribed, recently emailed), so
 * the answer never tells who is on the list; a confirmation email goes out when one may.
 */
export type FollowUpStatus = 'received' | 'pending-confirmation';

export interface FollowUpResult {
  id: string;
  kind: FollowUpKind;
  status: FollowUpStatus;
}

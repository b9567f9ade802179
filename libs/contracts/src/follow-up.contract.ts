import { z } from 'zod';
import { ASSESSMENT_TOKEN_PATTERN, LANGUAGE_CODE_PATTERN } from './assessment.contract.js';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './email-address.js';
import { FOLLOW_UP_MESSAGES as M } from './follow-up-messages.js';
import type { FollowUpKind } from './follow-up-kinds.js';

/** A form's empty optional field arrives as "" (or spaces); it means "not given", not "invalid". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const emailSchema = z
  .string({ error: M.emailRequired })
  .transform(normalizeEmail)
  .pipe(z.email({ error: M.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: M.emailInvalid }));
const optionalEmailSchema = z.preprocess(blankAsMissing, emailSchema.optional());

/** Fields every form may carry: the results it was sent from, and the page's language. */
const commonFields = {
  /** The results page the form was opened on; stored as that assessment's id, never as the token. */
  assessmentToken: z.string({ error: M.resultsLinkNotFound }).regex(ASSESSMENT_TOKEN_PATTERN, { error: M.resultsLinkNotFound }).optional(),
  language: z.string({ error: M.languageUnknown }).regex(LANGUAGE_CODE_PATTERN, { error: M.languageUnknown }).optional(),
};

export const lifeQuestionSchema = z.object({
  kind: z.literal('life-question'),
  question: z.string({ error: M.questionRequired }).trim().min(10, { error: M.questionTooShort }).max(1000, { error: M.questionTooLong }),
  email: optionalEmailSchema,
  ...commonFields,
});

export const successTeamSchema = z.object({
  kind: z.literal('success-team'),
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(80, { error: M.nameTooLong }),
  email: emailSchema,
  goal: z.preprocess(blankAsMissing, z.string({ error: M.goalTooLong }).trim().max(500, { error: M.goalTooLong }).optional()),
  ...commonFields,
});

export const mailingListSignupSchema = z.object({
  kind: z.literal('mailing-list'),
  email: emailSchema,
  /** Explicit consent: the JSON value `true`, never "true", "on" or 1. */
  consent: z.literal(true, { error: M.consentRequired }),
  ...commonFields,
});

export const proToolsFeedbackSchema = z.object({
  kind: z.literal('pro-tools-feedback'),
  message: z.string({ error: M.feedbackRequired }).trim().min(10, { error: M.feedbackTooShort }).max(2000, { error: M.feedbackTooLong }),
  email: optionalEmailSchema,
  ...commonFields,
});

/** `POST /api/follow-ups` (RPC `assessments.followUps.create`). Emails arrive normalised. */
export const createFollowUpRequestSchema = z.discriminatedUnion('kind', [lifeQuestionSchema, successTeamSchema, mailingListSignupSchema, proToolsFeedbackSchema], {
  error: M.kindUnknown,
});
export type CreateFollowUpRequest = z.infer<typeof createFollowUpRequestSchema>;
export type MailingListSignup = z.infer<typeof mailingListSignupSchema>;

/**
 * `received`: stored for the team to read. `subscribed`: on the list, a welcome email is on its
 * way. `already-subscribed`: the address was on the list already; nothing changed, nothing sent.
 */
export type FollowUpStatus = 'received' | 'subscribed' | 'already-subscribed';

export interface FollowUpResult {
  id: string;
  kind: FollowUpKind;
  status: FollowUpStatus;
}

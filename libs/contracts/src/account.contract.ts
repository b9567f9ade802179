import { z } from 'zod';
import { keyedRules } from './keyed-message.js';
import type { Sealed } from './email-jobs.contract.js';

/** English for people reading the API; the web app translates from the key. */
export const ACCOUNT_MESSAGES = {
  confirmRequired: 'Type your email address to confirm',
  confirmMismatch: 'That is not the email address of this account',
  formatInvalid: 'The format must be json or csv',
} as const;

const rule = keyedRules(ACCOUNT_MESSAGES);

export const ACCOUNT_EXPORT_FORMATS = ['json', 'csv'] as const;
export type AccountExportFormat = (typeof ACCOUNT_EXPORT_FORMATS)[number];
export const accountExportQuerySchema = z.object({ format: z.enum(ACCOUNT_EXPORT_FORMATS, rule('formatInvalid')).default('json') });

/** `POST /api/account/delete`: the account's own address, typed by the person, confirms it. */
export const deleteAccountRequestSchema = z.object({
  confirm: z.string(rule('confirmRequired')).trim().min(1, rule('confirmRequired')).max(254, rule('confirmMismatch')),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Identity's part of an export: the account, its sessions and its login links (never a token or hash). */
export interface IdentityAccountExport {
  /** `language`: the page of the last login or purchase, which later emails are written in (null before either). */
  user: { id: string; email: string; isPremium: boolean; isAdmin: boolean; createdAt: string; language: string | null };
  sessions: { id: string; createdAt: string; lastUsedAt: string; expiresAt: string; endedAt: string | null }[];
  loginLinks: { createdAt: string; expiresAt: string; usedAt: string | null; language: string }[];
}

/** Assessments' part: saved wheels, tool notes and progress, follow-ups sent from the address, the mailing list, focuses and their check-ins. */
export interface AssessmentsAccountExport {
  assessments: { id: string; createdAt: string; language: string; wheel: unknown; responses: unknown }[];
  toolNotes: { id: string; toolId: string; body: string; createdAt: string; updatedAt: string }[];
  toolProgress: { toolId: string; doneAt: string }[];
  followUps: { id: string; kind: string; payload: unknown; language: string; createdAt: string }[];
  mailingList: { language: string; consentedAt: string; consentText: string; unsubscribedAt: string | null } | null;
  /** 30-day focuses (never the reminders' stop token or its hash). */
  focuses: {
    id: string;
    domain: string;
    approach: string;
    toolIds: string[];
    reminders: boolean;
    language: string;
    startedAt: string;
    endsAt: string;
    endedAt: string | null;
    baseline: { current: number; desired: number } | null;
  }[];
  focusCheckIns: { id: string; focusId: string; domain: string; current: number; desired: number; createdAt: string }[];
}

/** Billing's part: checkouts and payments (amounts, states, Stripe ids). */
export interface BillingAccountExport {
  checkouts: { id: string; amount: number; currency: string; status: string; createdAt: string }[];
  payments: {
    id: string;
    amount: number | null;
    currency: string;
    status: string;
    amountRefunded: number;
    stripePaymentIntentId: string;
    createdAt: string;
  }[];
}

/** The whole download: each owning service's part under its name. */
export interface AccountExport {
  exportedAt: string;
  identity: IdentityAccountExport;
  assessments: AssessmentsAccountExport;
  billing: BillingAccountExport;
}

/**
 * Identity -> each owning service, once the user row is gone: erase (assessments) or detach
 * (billing) what belongs to the account. The address travels sealed (the follow-ups, the mailing
 * list and payments made before logging in know a person only by it); the job id is per user, so
 * a repeated request queues nothing new, and the handlers are idempotent.
 */
export interface AccountDeletedJob {
  userId: string;
  deletedAt: string;
  secrets: Sealed<{ email: string }>;
}

/**
 * Identity -> assessments (issue 25): the account's language changed (a login or a purchase on a
 * page in another language). Assessments writes the person's running focus reminders in it from
 * then on, links included.
 */
export interface AccountLanguageChangedJob {
  userId: string;
  language: string;
}

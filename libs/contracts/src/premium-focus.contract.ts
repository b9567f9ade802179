import { z } from 'zod';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { keyedRules } from './keyed-message.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import type { Sealed, EmailRecipientSecrets } from './email-jobs.contract.js';

// The premium loop: a gap suggests tools, the person starts a 30-day focus on one domain (with its
// plan or with tools they chose), optional reminders on day 7 and day 30 link to a quick re-rate of
// that one domain, and each re-rate is a check-in on that domain's trend. Assessments owns all of it.

/** How long a focus runs, and the days its reminder emails go out (counted from its start). */
export const FOCUS_LENGTH_DAYS = 30;
export const FOCUS_REMINDER_DAYS = [7, 30] as const;
export type FocusReminderDay = (typeof FOCUS_REMINDER_DAYS)[number];

/** The biggest gaps the suggestions cover, and the tools suggested for each (at least 3). */
export const SUGGESTED_GAPS = 3;
export const TOOLS_PER_GAP = 3;
/** A focus with chosen tools holds this many at most. */
export const FOCUS_MAX_TOOLS = 10;

export const FOCUS_MESSAGES = {
  domainUnknown: 'Choose one of the twelve life domains',
  approachRequired: 'Choose the 30-day plan or at least one tool',
  toolsTooMany: `Choose at most ${FOCUS_MAX_TOOLS} tools`,
  toolUnknown: 'One of the chosen tools does not exist',
  remindersNotBoolean: 'Say whether you want reminder emails with true or false',
  scoreInvalid: 'Choose a score from 1 to 10',
  languageUnknown: 'Unknown language code',
  /** 409: one focus at a time, so that it stays a focus. */
  focusAlreadyActive: 'You already have a focus running: end it before you start another',
  /** 409: ending or changing reminders of a focus that has ended. */
  focusEnded: 'This focus has already ended',
  stopTokenInvalid: 'This link is not valid',
} as const;
export type FocusMessageKey = keyof typeof FOCUS_MESSAGES;

const rule = keyedRules(FOCUS_MESSAGES);

// Ids from the route arrive as any text; an unknown or foreign one is a 404 decided by the service.
const routeValue = z.string().max(200);
const domainSchema = z.string(rule('domainUnknown')).max(100, rule('domainUnknown'));
const scoreSchema = z.number(rule('scoreInvalid')).int(rule('scoreInvalid')).min(1, rule('scoreInvalid')).max(10, rule('scoreInvalid'));
const languageSchema = z
  .string(rule('languageUnknown'))
  .refine((value) => (LANGUAGES as readonly string[]).includes(value), rule('languageUnknown'))
  .transform((value) => value as Language)
  .default(DEFAULT_LANGUAGE);

/**
 * `assessments.premium.suggestions` (`GET /api/premium/suggestions?assessment={token}`): tools for the
 * biggest gaps of that assessment, or of the person's latest default-wheel assessment without one.
 */
export const focusSuggestionsRequestSchema = z.object({ assessment: routeValue.optional(), language: languageSchema });

/** `assessments.premium.focus.get` (`GET /api/premium/focus?lang=`): the tools' titles in that language. */
export const focusOverviewRequestSchema = z.object({ language: languageSchema });

/** `assessments.premium.focus.start` (`POST /api/premium/focus`). */
export const startFocusRequestSchema = z.object({
  /** One of DEFAULT_DOMAIN_IDS; anything else is a 400 with `domainUnknown`. */
  domain: domainSchema,
  /** `plan`: the domain's 30-day plan; `tools`: the chosen tools (1 to FOCUS_MAX_TOOLS). */
  approach: z.enum(['plan', 'tools'], rule('approachRequired')),
  toolIds: z.array(routeValue, rule('toolUnknown')).max(FOCUS_MAX_TOOLS, rule('toolsTooMany')).default([]),
  reminders: z.boolean(rule('remindersNotBoolean')),
  /** The language of the reminder emails and of the links in them. */
  language: languageSchema,
});
export type StartFocusRequest = z.infer<typeof startFocusRequestSchema>;

/** `assessments.premium.focus.get` (`GET /api/premium/focus`): no payload. */

/** `assessments.premium.focus.end` (`POST /api/premium/focus/{focusId}/end`): idempotent. */
export const endFocusRequestSchema = z.object({ focusId: routeValue });

/** `assessments.premium.focus.reminders` (`PUT /api/premium/focus/{focusId}/reminders`, body `{ enabled }`). */
export const focusRemindersRequestSchema = z.object({ focusId: routeValue, enabled: z.boolean(rule('remindersNotBoolean')) });

/**
 * `assessments.premium.focus.checkIn` (`POST /api/premium/focus/{focusId}/check-ins`, body
 * `{ current, desired? }`): a quick re-rate of the focus's one domain. `desired` left out keeps the
 * last known one. Allowed after the focus ended too (the day-30 email arrives then).
 */
export const focusCheckInRequestSchema = z.object({ focusId: routeValue, current: scoreSchema, desired: scoreSchema.optional() });

/**
 * `assessments.focusReminders.stop` (public; `POST /api/focus-reminders/stop?token=` one-click, or
 * body `{ token }` from the page `/{lang}/focus-reminders/stop/{token}`): turns the focus's reminders
 * off. Idempotent; an unknown token is a 404 with `stopTokenInvalid`.
 */
export const stopFocusRemindersRequestSchema = z.object({
  token: z.string(rule('stopTokenInvalid')).min(1, rule('stopTokenInvalid')).max(200, rule('stopTokenInvalid')),
});

/** The HTTP bodies, for the API document. */
export const focusCheckInBodySchema = focusCheckInRequestSchema.omit({ focusId: true });
export const focusRemindersBodySchema = focusRemindersRequestSchema.omit({ focusId: true });

/** A tool as a suggestion shows it: its public summary (never its steps). */
export interface SuggestedTool {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  /** The domain whose tools page holds it: `/premium/content/tools/{domain}#tool-{id}`. */
  domain: DefaultDomainId;
}

export interface GapSuggestion {
  domain: DefaultDomainId;
  current: number;
  desired: number;
  /** desired - current, > 0. */
  gap: number;
  /** At least TOOLS_PER_GAP, best fitting first. */
  tools: SuggestedTool[];
}

export interface FocusSuggestions {
  /** The assessment the gaps come from; null when the person has no default-wheel assessment yet. */
  assessmentToken: string | null;
  /** Biggest gap first, at most SUGGESTED_GAPS; empty when nothing has a gap. */
  gaps: GapSuggestion[];
}

export interface FocusCheckIn {
  id: string;
  current: number;
  desired: number;
  createdAt: string;
}

export interface Focus {
  id: string;
  domain: DefaultDomainId;
  approach: 'plan' | 'tools';
  /** The chosen tools, as suggestions show them (empty for a plan). */
  tools: SuggestedTool[];
  reminders: boolean;
  language: Language;
  startedAt: string;
  /** startedAt + FOCUS_LENGTH_DAYS. */
  endsAt: string;
  /** When the person ended it; null while it runs (a focus past endsAt and not ended still shows as finished). */
  endedAt: string | null;
  /** The domain's score when the focus started (from the latest assessment), if there was one. */
  baseline: { current: number; desired: number } | null;
  /** Oldest first. */
  checkIns: FocusCheckIn[];
}

export interface FocusOverview {
  /** The focus not ended by the person, if any (at most one). */
  active: Focus | null;
  /** Ended focuses, newest first (at most 20). */
  past: Focus[];
}

/**
 * Assessments' delayed job (QueueName.Assessments): when it comes due, assessments checks that the
 * focus still runs with reminders on, then hands the email to the worker. The owner decides at send
 * time, so ending a focus or stopping reminders needs no job to be found and removed.
 */
export interface FocusReminderDueJob {
  focusId: string;
  day: FocusReminderDay;
  /**
   * The recipient, and the raw stop token (only its hash is stored) so the due job can build the
   * stop links. A job whose token is no longer the focus's (reminders turned off and on again,
   * which makes a new one) sends nothing: the job queued with the new token does.
   */
  secrets: Sealed<EmailRecipientSecrets & { stopToken: string }>;
}

/** The reminder email (QueueName.Email), written by the worker in the focus's language. */
export interface FocusReminderEmailJob {
  focusId: string;
  day: FocusReminderDay;
  domain: DefaultDomainId;
  language: string;
  /** PUBLIC_URL without a trailing slash (not secret). */
  siteUrl: string;
  /**
   * `rerateUrl`: `/{lang}/premium/focus/{focusId}/rerate` (login needed). `stopUrl`: the page with a
   * button; `oneClickStopUrl`: the RFC 8058 target. Built by assessments, which answers them.
   */
  secrets: Sealed<EmailRecipientSecrets & { rerateUrl: string; stopUrl: string; oneClickStopUrl: string }>;
}

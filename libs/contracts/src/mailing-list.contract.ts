import { z } from 'zod';
import { FOLLOW_UP_MESSAGES } from './follow-up-messages.js';
import { keyedRules } from './keyed-message.js';
import { LANGUAGE_CODE_PATTERN } from './assessment.contract.js';

const rule = keyedRules(FOLLOW_UP_MESSAGES);

/**
 * The sentence a subscriber agrees to by ticking the box. The server stores this constant (never
 * a text sent by the client) with each consent, so what is on record is what the site offered;
 * the web app shows it (or its translation) next to the box. Change it only by adding a new text:
 * rows keep the one their subscriber agreed to. With double opt-in it is recorded when the person
 * presses the button on the confirmation page, which shows it (translated into the page's language,
 * which is recorded beside it) right above that button.
 */
export const MAILING_LIST_CONSENT_TEXT = 'Yes, please send me the Lifewheel mailing list by email. I can unsubscribe at any time with the link in every email.';

/** 32 random bytes (256 bits) in base64url: what every unsubscribe link carries. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/mailing-list/unsubscribe` (RPC `assessments.mailingList.unsubscribe`). */
export const unsubscribeRequestSchema = z.object({
  token: z.string(rule('unsubscribeLinkInvalid')).regex(UNSUBSCRIBE_TOKEN_PATTERN, rule('unsubscribeLinkInvalid')),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** 32 random bytes (256 bits) in base64url: what every confirmation link carries. */
export const CONFIRM_TOKEN_PATTERN = UNSUBSCRIBE_TOKEN_PATTERN;

/** How long the link in a confirmation email works. */
export const MAILING_LIST_CONFIRM_TTL_DAYS = 7;

/**
 * At most one confirmation email per address in this many minutes: signups beyond it answer the
 * same and send nothing, so nobody can flood a stranger's inbox with our mail.
 */
export const MAILING_LIST_CONFIRM_EMAIL_INTERVAL_MINUTES = 60;

/**
 * `POST /api/mailing-list/confirm` (RPC `assessments.mailingList.confirm`), sent by the button on
 * the page `/{lang}/mailing-list/confirm/{token}`. `language` is the page's: the consent sentence
 * was shown in it.
 */
export const confirmSubscriptionRequestSchema = z.object({
  token: z.string(rule('confirmLinkInvalid')).regex(CONFIRM_TOKEN_PATTERN, rule('confirmLinkInvalid')),
  language: z.string(rule('languageUnknown')).regex(LANGUAGE_CODE_PATTERN, rule('languageUnknown')).optional(),
});
export type ConfirmSubscriptionRequest = z.infer<typeof confirmSubscriptionRequestSchema>;

/** The address is on the list (a welcome email with the unsubscribe link is on its way). */
export interface ConfirmSubscriptionResult {
  status: 'subscribed';
}

/** What the API says when a confirmation link cannot be used (the web app shows its own translation, keyed on `code`). */
export const MAILING_LIST_CONFIRM_MESSAGES = {
  unknown: 'This confirmation link is not valid. Please sign up again from your results page.',
  used: 'This confirmation link has been used already: the address is on the list.',
  expired: `This confirmation link has expired (links work for ${MAILING_LIST_CONFIRM_TTL_DAYS} days). Please sign up again from your results page.`,
} as const;

/** The same answer whether the token was on the list or not: it never tells who is subscribed. */
export interface UnsubscribeResult {
  status: 'unsubscribed';
}

import { z } from 'zod';
import { FOLLOW_UP_MESSAGES } from './follow-up-messages.js';
import { keyedRules } from './keyed-message.js';

const rule = keyedRules(FOLLOW_UP_MESSAGES);

/**
 * The sentence a subscriber agrees to by ticking the box. The server stores this constant (never
 * a text sent by the client) with each consent, so what is on record is what the site offered;
 * the web app shows it (or its translation) next to the box. Change it only by adding a new text:
 * rows keep the one their subscriber agreed to.
 */
export const MAILING_LIST_CONSENT_TEXT = 'Yes, please send me the Lifewheel mailing list by email. I can unsubscribe at any time with the link in every email.';

/** 32 random bytes (256 bits) in base64url: what every unsubscribe link carries. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/mailing-list/unsubscribe` (RPC `assessments.mailingList.unsubscribe`). */
export const unsubscribeRequestSchema = z.object({
  token: z.string(rule('unsubscribeLinkInvalid')).regex(UNSUBSCRIBE_TOKEN_PATTERN, rule('unsubscribeLinkInvalid')),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** The same answer whether the token was on the list or not: it never tells who is subscribed. */
export interface UnsubscribeResult {
  status: 'unsubscribed';
}

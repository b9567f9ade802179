import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

export const MailingListSubscriberSchema = defineEntity({
  name: 'MailingListSubscriber',
  tableName: 'mailing_list_subscribers',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    /** Normalised (`normalizeEmail`): one row per person, whatever their capitals. */
    email: p.string().length(254).unique(),
    /** Since double opt-in: the language of the confirm page, in which the consent sentence was shown. */
    language: p.string().length(12),
    /**
     * When and to what: the proof of consent, renewed by every (re-)subscription. Since double
     * opt-in: the moment the owner pressed the confirm button, and the English text of the
     * sentence shown above it (MAILING_LIST_CONSENT_TEXT), shown translated into `language`.
     */
    consentedAt: p.datetime(),
    consentText: p.text(),
    /** Set when the owner confirmed by the link in the confirmation email; null for rows from before double opt-in. */
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    /** Only the hash: the token itself is in the subscriber's emails and nowhere else. */
    unsubscribeTokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type MailingListSubscriber = InferEntity<typeof MailingListSubscriberSchema>;

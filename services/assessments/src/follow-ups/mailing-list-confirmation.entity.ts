import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** A signup waiting for its owner to confirm (double opt-in): one row per address, its newest link. */
export const MailingListConfirmationSchema = defineEntity({
  name: 'MailingListConfirmation',
  tableName: 'mailing_list_confirmations',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    /** Normalised (`normalizeEmail`). */
    email: p.string().length(254).unique(),
    /** The signup page's language: the email and the confirm page link are in it. */
    language: p.string().length(12),
    /** Only the hash: the token itself is in the confirmation email and nowhere else. */
    tokenHash: p.string().length(64).unique(),
    /** When the last confirmation email to this address was queued (the per-address limit). */
    emailedAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type MailingListConfirmation = InferEntity<typeof MailingListConfirmationSchema>;

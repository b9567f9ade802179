import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { FollowUpKind } from '@lifewheel/contracts';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** Forms the team reads; mailing-list signups live in `mailing_list_subscribers` instead. */
export const STORED_FOLLOW_UP_KINDS = ['life-question', 'success-team', 'pro-tools-feedback'] as const satisfies readonly FollowUpKind[];
export type StoredFollowUpKind = (typeof STORED_FOLLOW_UP_KINDS)[number];

/** What the visitor wrote, without the fields that have columns of their own (email, language, assessment). */
export type FollowUpPayload = { question: string } | { name: string; goal?: string } | { message: string };

export const FollowUpSchema = defineEntity({
  name: 'FollowUp',
  tableName: 'follow_ups',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(STORED_FOLLOW_UP_KINDS),
    payload: p.json<FollowUpPayload>(),
    /** Normalised (`normalizeEmail`), so admins can find everything one person sent. */
    email: p.string().length(254).nullable(),
    /** The results page the form was sent from; its id, never its (secret) token. */
    assessmentId: p.uuid().nullable(),
    language: p.string().length(12),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type FollowUp = InferEntity<typeof FollowUpSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { DomainResponse, WheelConfig } from '@lifewheel/wheel';

export const ASSESSMENTS_SCHEMA = 'assessments';

export const AssessmentSchema = defineEntity({
  name: 'Assessment',
  tableName: 'assessments',
  schema: ASSESSMENTS_SCHEMA,
  properties: {
    id: p.uuid().primary(),
    /** Unguessable; the results link. */
    token: p.string().length(64).unique(),
    /** Only the hash: the secret itself stays in the creating browser. */
    creatorSecretHash: p.string().length(64),
    userId: p.uuid().nullable(),
    wheel: p.json<WheelConfig>(),
    responses: p.json<DomainResponse[]>(),
    language: p.string().length(12),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Assessment = InferEntity<typeof AssessmentSchema>;

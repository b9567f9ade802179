import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { runIdempotent, type IdempotentRequest } from '@lifewheel/platform';
import { ASSESSMENTS_SCHEMA } from '../assessments/assessment.entity.js';

/** JOB_SECRET_KEY: seals the answers the idempotency store keeps (they can hold a creatorSecret). */
export const IDEMPOTENCY_SEAL_KEY = Symbol('IDEMPOTENCY_SEAL_KEY');

/** The assessments service's idempotency store: its schema and seal key, spelled once. */
@Injectable()
export class IdempotentWrites {
  constructor(
    private readonly em: EntityManager,
    @Inject(IDEMPOTENCY_SEAL_KEY) private readonly sealKey: Buffer,
  ) {}

  run<T>(request: IdempotentRequest, create: (em: EntityManager) => Promise<T>): Promise<T> {
    return runIdempotent(this.em, { schema: ASSESSMENTS_SCHEMA, sealKey: this.sealKey }, request, create);
  }
}

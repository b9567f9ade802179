import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FOLLOW_UP_MESSAGES, type CreateFollowUpRequest, type FollowUpResult } from '@lifewheel/contracts';
import { AppException, ErrorCode, idempotencyCaller } from '@lifewheel/platform';
import { AssessmentSchema } from '../assessments/assessment.entity.js';
import { IdempotentWrites } from '../idempotency/idempotent-writes.js';
import { FollowUpSchema, type FollowUpPayload } from './follow-up.entity.js';
import { MailingListConfirmationService, type PendingConfirmation } from './mailing-list-confirmation.service.js';

export interface FollowUpContext {
  idempotencyKey?: string;
  /** The client's address: the form is anonymous, so its Idempotency-Key is bound to it. */
  clientIp?: string;
}

type StoredFollowUpRequest = Exclude<CreateFollowUpRequest, { kind: 'mailing-list' }>;

@Injectable()
export class FollowUpsService {
  constructor(
    private readonly em: EntityManager,
    private readonly idempotency: IdempotentWrites,
    private readonly confirmations: MailingListConfirmationService,
  ) {}

  /** Stores one "What's Next" form; a retry with the same Idempotency-Key gets the first answer and stores nothing. */
  async create(body: CreateFollowUpRequest, context: FollowUpContext): Promise<FollowUpResult> {
    let confirmation: PendingConfirmation | undefined;
    const result = await this.idempotency.run({ key: context.idempotencyKey, caller: idempotencyCaller(undefined, context.clientIp), body }, async (tx) => {
      const assessmentId = body.assessmentToken ? await this.assessmentIdOf(tx, body.assessmentToken) : null;
      if (body.kind === 'mailing-list') {
        confirmation = await this.confirmations.request(tx, body);
        // The same body for every address (new, listed, unsubscribed, emailed recently): the id
        // names this answer, not a row, so it cannot tell who is on the list either.
        return { id: randomUUID(), kind: 'mailing-list', status: 'pending-confirmation' } satisfies FollowUpResult;
      }
      const id = randomUUID();
      tx.create(FollowUpSchema, {
        id,
        kind: body.kind,
        payload: payloadOf(body),
        email: body.email ?? null,
        assessmentId,
        language: body.language ?? 'en',
        createdAt: new Date(),
      });
      await tx.flush();
      return { id, kind: body.kind, status: 'received' } satisfies FollowUpResult;
    });
    // Only set when this call did the work (not when a retry got the stored answer), and only
    // once it has committed.
    if (confirmation) await this.confirmations.sendEmail(confirmation);
    return result;
  }

  private async assessmentIdOf(tx: EntityManager, token: string): Promise<string> {
    const assessment = await tx.findOne(AssessmentSchema, { token }, { fields: ['id'] });
    if (!assessment) throw new AppException(ErrorCode.NotFound, FOLLOW_UP_MESSAGES.resultsLinkNotFound);
    return assessment.id;
  }
}

function payloadOf(body: StoredFollowUpRequest): FollowUpPayload {
  switch (body.kind) {
    case 'life-question':
      return { question: body.question };
    case 'success-team':
      return { name: body.name, ...(body.goal ? { goal: body.goal } : {}) };
    case 'pro-tools-feedback':
      return { message: body.message };
  }
}

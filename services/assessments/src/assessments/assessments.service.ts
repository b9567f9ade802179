import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AssessmentView, type CreateAssessmentRequest, type CreateAssessmentResult } from '@lifewheel/contracts';
import { AppException, ErrorCode, JourneyRecorder, afterReply, randomToken, idempotencyCaller, sha256Hex } from '@lifewheel/platform';
import { computeResults, defaultWheel, normalizeWheel } from '@lifewheel/wheel';
import { IdempotentWrites } from '../idempotency/idempotent-writes.js';
import { AssessmentSchema, type Assessment } from './assessment.entity.js';

export interface CreateContext {
  idempotencyKey?: string;
  requestId: string;
  userId?: string;
  /** The client's address (anonymous saves bind their Idempotency-Key to it). */
  clientIp?: string;
}

@Injectable()
export class AssessmentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly idempotency: IdempotentWrites,
    private readonly journeys: JourneyRecorder,
  ) {}

  async create(body: CreateAssessmentRequest, context: CreateContext): Promise<CreateAssessmentResult> {
    const result = await this.idempotency.run(
      { key: context.idempotencyKey, caller: idempotencyCaller(context.userId, context.clientIp), body },
      async (tx) => {
        const token = randomToken(24);
        const creatorSecret = randomToken(32);
        tx.create(AssessmentSchema, {
          id: randomUUID(),
          token,
          creatorSecretHash: sha256Hex(creatorSecret),
          userId: context.userId ?? null,
          wheel: body.wheel ? normalizeWheel(body.wheel) : defaultWheel(),
          responses: body.responses.map(({ domain, current, desired }) => ({ domain: domain.trim(), current, desired })),
          language: body.language ?? 'en',
          createdAt: new Date(),
        });
        await tx.flush();
        return { token, creatorSecret };
      },
    );
    this.reportSaved(body, context);
    return result;
  }

  /**
   * One conditional UPDATE: the assessment must have no owner and the secret must match its hash,
   * so a shared results link alone never lets anyone claim it, and two claims cannot both win.
   * Claiming one's own assessment again is fine (idempotent).
   */
  async claim(token: string, creatorSecret: string, userId: string): Promise<void> {
    const secretHash = sha256Hex(creatorSecret);
    const claimed = await this.em.nativeUpdate(AssessmentSchema, { token, creatorSecretHash: secretHash, userId: null }, { userId });
    if (claimed === 1) return;
    const assessment = await this.em.findOne(AssessmentSchema, { token });
    if (!assessment) throw new AppException(ErrorCode.NotFound, 'We could not find results for this link. Check that the link is complete.');
    if (assessment.creatorSecretHash !== secretHash)
      throw new AppException(ErrorCode.Forbidden, 'Only the browser that made this assessment can save it to an account.');
    if (assessment.userId !== userId) throw new AppException(ErrorCode.Conflict, 'This assessment already belongs to an account.');
  }

  /** `userId`: the signed-in account asking, if any (the view says whether it is theirs). */
  async getByToken(token: string, userId?: string): Promise<AssessmentView> {
    const assessment = await this.em.findOne(AssessmentSchema, { token });
    if (!assessment) throw new AppException(ErrorCode.NotFound, 'We could not find results for this link. Check that the link is complete.');
    return toView(assessment, userId);
  }

  /**
   * Journeys are fire-and-forget: the save has succeeded whatever happens here. The event joins
   * the batch this replica sends every JOURNEY_FLUSH_MS, once the answer is on its way.
   */
  private reportSaved(body: CreateAssessmentRequest, context: CreateContext): void {
    afterReply(() =>
      this.journeys.record({
        sessionId: body.sessionId ?? context.requestId.padEnd(8, '0'),
        journeyType: 'assessment',
        step: 'saved',
        stepData: { domains: body.responses.length, customWheel: Boolean(body.wheel), language: body.language ?? 'en' },
        ...(context.userId ? { userId: context.userId } : {}),
        occurredAt: new Date().toISOString(),
      }),
    );
  }
}

function toView(assessment: Assessment, userId: string | undefined): AssessmentView {
  return {
    token: assessment.token,
    wheel: assessment.wheel,
    responses: assessment.responses,
    results: computeResults(assessment.wheel, assessment.responses),
    language: assessment.language,
    createdAt: assessment.createdAt.toISOString(),
    yours: userId !== undefined && assessment.userId === userId,
  };
}

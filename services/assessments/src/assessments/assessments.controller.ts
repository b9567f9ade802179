import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  assessmentTokenSchema,
  claimAssessmentRequestSchema,
  type Principal,
  createAssessmentRequestSchema,
  type AssessmentView,
  type CreateAssessmentResult,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, ErrorCode, OptionalPrincipal, RequirePrincipal, RpcContext, RpcHandler } from '@lifewheel/platform';
import { z } from 'zod';
import { AssessmentsService } from './assessments.service.js';

const getRequestSchema = z.object({ token: assessmentTokenSchema });
const claimRequestSchema = claimAssessmentRequestSchema.extend({ token: assessmentTokenSchema });

@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  /** Saved while logged in: the verified principal's user owns it (never a user id from the payload). */
  @RpcHandler(RpcPattern.AssessmentsCreate)
  @OptionalPrincipal()
  create(@Payload() payload: unknown, @Ctx() context: RpcContext, @CurrentPrincipal() principal: Principal | undefined): Promise<CreateAssessmentResult> {
    const body = createAssessmentRequestSchema.safeParse(payload);
    if (!body.success) throw AppException.fromZod(body.error);
    return this.assessments.create(body.data, {
      requestId: context.meta.requestId,
      ...(principal ? { userId: principal.userId } : {}),
      ...(context.meta.idempotencyKey ? { idempotencyKey: context.meta.idempotencyKey } : {}),
      ...(context.meta.clientIp ? { clientIp: context.meta.clientIp } : {}),
    });
  }

  /** Attaches an unowned assessment to the logged-in user, only with the creating browser's secret. */
  @RpcHandler(RpcPattern.AssessmentsClaim)
  @RequirePrincipal()
  async claim(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'claimed' }> {
    const request = claimRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    await this.assessments.claim(request.data.token, request.data.creatorSecret, principal.userId);
    return { status: 'claimed' };
  }

  // The results link is the credential: anyone who has it may look (spec: private, shareable link).
  // A signed-in person's principal only tells them whether it is theirs.
  @RpcHandler(RpcPattern.AssessmentsGet)
  @OptionalPrincipal()
  get(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<AssessmentView> {
    const request = getRequestSchema.safeParse(payload);
    // A malformed token cannot exist: answer exactly as for an unknown one.
    if (!request.success) throw new AppException(ErrorCode.NotFound, 'We could not find results for this link. Check that the link is complete.');
    return this.assessments.getByToken(request.data.token, principal?.userId);
  }
}

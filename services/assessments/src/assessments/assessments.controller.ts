import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  assessmentTokenSchema,
  createAssessmentRequestSchema,
  type AssessmentView,
  type CreateAssessmentResult,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, RpcContext } from '@lifewheel/platform';
import { z } from 'zod';
import { AssessmentsService } from './assessments.service.js';

const getRequestSchema = z.object({ token: assessmentTokenSchema });

@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @MessagePattern(RpcPattern.AssessmentsCreate)
  create(@Payload() payload: unknown, @Ctx() context: RpcContext): Promise<CreateAssessmentResult> {
    const body = createAssessmentRequestSchema.safeParse(payload);
    if (!body.success) throw AppException.fromZod(body.error);
    return this.assessments.create(body.data, {
      requestId: context.meta.requestId,
      ...(context.meta.idempotencyKey ? { idempotencyKey: context.meta.idempotencyKey } : {}),
    });
  }

  @MessagePattern(RpcPattern.AssessmentsGet)
  get(@Payload() payload: unknown): Promise<AssessmentView> {
    const request = getRequestSchema.safeParse(payload);
    // A malformed token cannot exist: answer exactly as for an unknown one.
    if (!request.success) throw new AppException(ErrorCode.NotFound, 'We could not find results for this link. Check that the link is complete.');
    return this.assessments.getByToken(request.data.token);
  }
}

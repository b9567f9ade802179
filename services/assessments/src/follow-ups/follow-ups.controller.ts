import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { RpcPattern, createFollowUpRequestSchema, type FollowUpResult } from '@lifewheel/contracts';
import { AppException, Public, RpcContext, RpcHandler } from '@lifewheel/platform';
import { FollowUpsService } from './follow-ups.service.js';

@Controller()
export class FollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  @RpcHandler(RpcPattern.FollowUpsCreate)
  @Public()
  create(@Payload() payload: unknown, @Ctx() context: RpcContext): Promise<FollowUpResult> {
    const body = createFollowUpRequestSchema.safeParse(payload);
    if (!body.success) throw AppException.fromZod(body.error);
    const { idempotencyKey, clientIp } = context.meta;
    return this.followUps.create(body.data, { ...(idempotencyKey ? { idempotencyKey } : {}), ...(clientIp ? { clientIp } : {}) });
  }
}

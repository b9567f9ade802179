import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  adminFollowUpIdSchema,
  adminFollowUpReplySchema,
  adminPageRequestSchema,
  type AdminFollowUp,
  type AdminPage,
  type Principal,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { AdminFollowUpsService } from './admin-follow-ups.service.js';

/** The console's follow-ups inbox. */
@Controller()
export class AdminFollowUpsController {
  constructor(private readonly followUps: AdminFollowUpsService) {}

  @RpcHandler(RpcPattern.AdminFollowUpsList)
  @RequireAdmin()
  list(@Payload() payload: unknown): Promise<AdminPage<AdminFollowUp>> {
    const request = adminPageRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.followUps.list(request.data.page);
  }

  @RpcHandler(RpcPattern.AdminFollowUpHandled)
  @RequireAdmin()
  async handled(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'handled' }> {
    const request = adminFollowUpIdSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    await this.followUps.markHandled(request.data.followUpId, principal.userId);
    return { status: 'handled' };
  }

  @RpcHandler(RpcPattern.AdminFollowUpReply)
  @RequireAdmin()
  async reply(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'sent' }> {
    const request = adminFollowUpReplySchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    await this.followUps.reply(request.data.followUpId, request.data.requestId, request.data.body, principal.userId);
    return { status: 'sent' };
  }
}

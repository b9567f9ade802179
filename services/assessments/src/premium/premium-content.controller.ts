import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, premiumContentRequestSchema, type PremiumContent, type PremiumPreview, type Principal } from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, Public, RequirePremium, RpcHandler } from '@lifewheel/platform';
import { PremiumContentService } from './premium-content.service.js';

@Controller()
export class PremiumContentController {
  constructor(private readonly content: PremiumContentService) {}

  /** Premium text leaves the service only here, for a premium principal checked by this service. */
  @RpcHandler(RpcPattern.PremiumContent)
  @RequirePremium()
  read(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<PremiumContent> {
    const request = premiumContentRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.content.content(principal.userId, request.data);
  }

  /** What a visitor or a free account sees of a premium page: only text written to be public. */
  @RpcHandler(RpcPattern.PremiumPreview)
  @Public()
  async preview(@Payload() payload: unknown): Promise<PremiumPreview> {
    const request = premiumContentRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.content.preview(request.data);
  }
}

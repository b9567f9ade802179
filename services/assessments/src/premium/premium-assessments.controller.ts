import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, premiumHistoryRequestSchema, type Principal, type PremiumAssessmentList, type PremiumTrends } from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, RequirePremium, RpcHandler } from '@lifewheel/platform';
import { PremiumAssessmentsService } from './premium-assessments.service.js';

// Premium is checked here, on the signed principal, whatever the gateway did: 401 without one, 403 for a free account.
@Controller()
export class PremiumAssessmentsController {
  constructor(private readonly assessments: PremiumAssessmentsService) {}

  @RpcHandler(RpcPattern.PremiumAssessmentsList)
  @RequirePremium()
  list(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<PremiumAssessmentList> {
    const request = premiumHistoryRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.assessments.history(principal.userId, request.data);
  }

  @RpcHandler(RpcPattern.PremiumAssessmentsTrends)
  @RequirePremium()
  trends(@CurrentPrincipal() principal: Principal): Promise<PremiumTrends> {
    return this.assessments.trends(principal.userId);
  }
}

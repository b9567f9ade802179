import { Controller } from '@nestjs/common';
import { RpcPattern, type Principal, type PremiumAssessmentList } from '@lifewheel/contracts';
import { CurrentPrincipal, RequirePremium, RpcHandler } from '@lifewheel/platform';
import { PremiumAssessmentsService } from './premium-assessments.service.js';

@Controller()
export class PremiumAssessmentsController {
  constructor(private readonly assessments: PremiumAssessmentsService) {}

  /** Premium is checked here, on the signed principal, whatever the gateway did: 401 without one, 403 for a free account. */
  @RpcHandler(RpcPattern.PremiumAssessmentsList)
  @RequirePremium()
  list(@CurrentPrincipal() principal: Principal): Promise<PremiumAssessmentList> {
    return this.assessments.listOwnedBy(principal.userId);
  }
}

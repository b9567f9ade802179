import { Controller } from '@nestjs/common';
import { RpcPattern, type AssessmentsAccountExport, type Principal } from '@lifewheel/contracts';
import { CurrentPrincipal, RequirePrincipal, RpcHandler } from '@lifewheel/platform';
import { AccountDataService } from './account-data.service.js';

/** Assessments' part of the person's data download: only the verified principal's rows. */
@Controller()
export class AccountController {
  constructor(private readonly data: AccountDataService) {}

  @RpcHandler(RpcPattern.AssessmentsAccountExport)
  @RequirePrincipal()
  export(@CurrentPrincipal() principal: Principal): Promise<AssessmentsAccountExport> {
    return this.data.export(principal.userId, principal.email);
  }
}

import { Controller } from '@nestjs/common';
import { RpcPattern, type BillingAccountExport, type Principal } from '@lifewheel/contracts';
import { CurrentPrincipal, RequirePrincipal, RpcHandler } from '@lifewheel/platform';
import { AccountPaymentsService } from './account-payments.service.js';

/** Billing's part of the person's data download: only the verified principal's checkouts and payments. */
@Controller()
export class AccountController {
  constructor(private readonly payments: AccountPaymentsService) {}

  @RpcHandler(RpcPattern.BillingAccountExport)
  @RequirePrincipal()
  export(@CurrentPrincipal() principal: Principal): Promise<BillingAccountExport> {
    return this.payments.export(principal.userId, principal.email);
  }
}

import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, deleteAccountRequestSchema, type IdentityAccountExport, type Principal } from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, RequirePrincipal, RpcHandler } from '@lifewheel/platform';
import { AccountService } from './account.service.js';

/** The person's own account: what identity holds about it, and deleting it. Always the verified principal's. */
@Controller()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @RpcHandler(RpcPattern.IdentityAccountExport)
  @RequirePrincipal()
  export(@CurrentPrincipal() principal: Principal): Promise<IdentityAccountExport> {
    return this.account.export(principal.userId);
  }

  @RpcHandler(RpcPattern.IdentityAccountDelete)
  @RequirePrincipal()
  async delete(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'deleted' }> {
    const request = deleteAccountRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    await this.account.delete(principal.userId, request.data.confirm);
    return { status: 'deleted' };
  }
}

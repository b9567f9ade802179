import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, adminPaymentsRequestSchema, adminPremiumChangeSchema, type AdminPayments, type Principal } from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { AdminPaymentsService } from './admin-payments.service.js';
import { ManualPremiumService } from './manual-premium.service.js';

/** The console's payments panel and premium by hand. */
@Controller()
export class AdminController {
  constructor(
    private readonly payments: AdminPaymentsService,
    private readonly manualPremium: ManualPremiumService,
  ) {}

  @RpcHandler(RpcPattern.AdminPaymentsList)
  @RequireAdmin()
  list(@Payload() payload: unknown): Promise<AdminPayments> {
    const request = adminPaymentsRequestSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return this.payments.list(request.data);
  }

  @RpcHandler(RpcPattern.AdminPremiumChange)
  @RequireAdmin()
  async premium(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'recorded' | 'already-recorded' }> {
    const request = adminPremiumChangeSchema.safeParse(payload ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    return { status: await this.manualPremium.change(request.data, principal.userId) };
  }
}

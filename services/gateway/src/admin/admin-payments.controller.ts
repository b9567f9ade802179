import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, type AdminPayments } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';

/** The console's payments panel (issue 17): billing answers, admins only. */
@Controller('api/admin/payments')
export class AdminPaymentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminPayments> {
    const payments = await this.rpc.forward(RpcPattern.AdminPaymentsList, query);
    res.setHeader('Cache-Control', 'no-store');
    return payments;
  }
}

import { Controller, Get, Header, Query } from '@nestjs/common';
import { RpcPattern, type AdminInsightsConfig, type JourneyFunnel, type PaymentAlertsPanel } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';

/**
 * /admin/debug's journeys funnel, payment alerts and console settings (issue 17). The gateway only
 * forwards with the session's principal: observability checks that the caller is an admin
 * (visitor 401, anyone else 403) and validates the query.
 */
@Controller('api/admin/insights')
export class AdminInsightsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('funnel')
  @Header('Cache-Control', 'no-store')
  funnel(@Query('days') days: unknown, @Query('language') language: unknown, @Query('device') device: unknown): Promise<JourneyFunnel> {
    return this.rpc.forward(RpcPattern.AdminJourneyFunnel, { days, language, device });
  }

  @Get('payment-alerts')
  @Header('Cache-Control', 'no-store')
  paymentAlerts(): Promise<PaymentAlertsPanel> {
    return this.rpc.send(RpcPattern.AdminPaymentAlerts, {});
  }

  @Get('config')
  @Header('Cache-Control', 'no-store')
  config(): Promise<AdminInsightsConfig> {
    return this.rpc.send(RpcPattern.AdminInsightsConfig, {});
  }
}

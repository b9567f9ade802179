import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcPattern, funnelQuerySchema, type AdminInsightsConfig, type JourneyFunnel, type PaymentAlertsPanel } from '@lifewheel/contracts';
import { AppException, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { JourneyFunnelService } from '../journeys/journey-funnel.service.js';
import { PaymentAlertsPanelService } from '../payment-alerts/payment-alerts-panel.service.js';
import { ADMIN_INSIGHTS_CONFIG } from './admin-insights-config.js';

/** /admin/debug's journeys, payment alerts and settings (issue 17). Admins only, checked here. */
@Controller()
export class AdminInsightsController {
  constructor(
    private readonly funnel: JourneyFunnelService,
    private readonly alerts: PaymentAlertsPanelService,
    @Inject(ADMIN_INSIGHTS_CONFIG) private readonly config: AdminInsightsConfig,
  ) {}

  @RpcHandler(RpcPattern.AdminJourneyFunnel)
  @RequireAdmin()
  journeyFunnel(@Payload() body: unknown): Promise<JourneyFunnel> {
    const query = funnelQuerySchema.safeParse(body);
    if (!query.success) throw AppException.fromZod(query.error);
    return this.funnel.funnel(query.data);
  }

  @RpcHandler(RpcPattern.AdminPaymentAlerts)
  @RequireAdmin()
  paymentAlerts(): Promise<PaymentAlertsPanel> {
    return this.alerts.panel();
  }

  @RpcHandler(RpcPattern.AdminInsightsConfig)
  @RequireAdmin()
  insightsConfig(): AdminInsightsConfig {
    return this.config;
  }
}

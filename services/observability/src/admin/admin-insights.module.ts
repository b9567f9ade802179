import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminInsightsConfig } from '@lifewheel/contracts';
import { CLOCK, systemClock, type Clock } from '../clock.js';
import { JourneyFunnelService } from '../journeys/journey-funnel.service.js';
import { ADMIN_INSIGHTS_CONFIG } from './admin-insights-config.js';
import { AdminInsightsController } from './admin-insights.controller.js';

@Module({})
export class AdminInsightsModule {
  /** `alerts`: the very PaymentAlertsModule the service registered (its panel reads the same options). */
  static register(config: AdminInsightsConfig, alerts: DynamicModule, extras: { clock?: Clock } = {}): DynamicModule {
    return {
      module: AdminInsightsModule,
      imports: [alerts],
      controllers: [AdminInsightsController],
      providers: [{ provide: ADMIN_INSIGHTS_CONFIG, useValue: config }, { provide: CLOCK, useValue: extras.clock ?? systemClock }, JourneyFunnelService],
    };
  }
}

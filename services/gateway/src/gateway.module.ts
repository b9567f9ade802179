import { Module, type DynamicModule } from '@nestjs/common';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { CurrentUserController } from './auth/current-user.controller.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { DocsController } from './docs/docs.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { MailingListController } from './follow-ups/mailing-list.controller.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { RateLimitGuard } from './http/rate-limiter.js';
import { rpcClientProvider } from './http/rpc-client.provider.js';
import { ObservabilityController } from './observability/observability.controller.js';

@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [AssessmentsController, CurrentUserController, FollowUpsController, MailingListController, HealthController, ObservabilityController, DocsController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }, rpcClientProvider, HealthService, RateLimitGuard],
    };
  }
}

import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountController } from './account/account.controller.js';
import { AdminIndexNowController } from './admin/indexnow/indexnow.controller.js';
import { AdminAuditController } from './admin/admin-audit.controller.js';
import { AdminFollowUpsController } from './admin/admin-follow-ups.controller.js';
import { AdminPaymentsController } from './admin/admin-payments.controller.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminInsightsController } from './admin/insights/admin-insights.controller.js';
import { AdminDebugController } from './admin/debug/admin-debug.controller.js';
import { AssessmentsController } from './assessments/assessments.controller.js';
import { SharesController } from './assessments/shares.controller.js';
import { BillingController } from './billing/billing.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { SessionGuard } from './auth/session.guard.js';
import { SessionResolver } from './auth/session-resolver.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { DocsController } from './docs/docs.controller.js';
import { FocusRemindersController } from './focus/focus-reminders.controller.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { MailingListController } from './follow-ups/mailing-list.controller.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { RateLimitGuard } from './http/rate-limiter.js';
import { rpcClientProvider } from './http/rpc-client.provider.js';
import { ObservabilityController } from './observability/observability.controller.js';
import { PremiumController } from './premium/premium.controller.js';
import { WorkshopEventsHub } from './workshops/workshop-events.hub.js';
import { WorkshopsController } from './workshops/workshops.controller.js';

@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        AssessmentsController,
        SharesController,
        WorkshopsController,
        BillingController,
        AuthController,
        FollowUpsController,
        MailingListController,
        FocusRemindersController,
        HealthController,
        ObservabilityController,
        PremiumController,
        AccountController,
        AdminUsersController,
        AdminPaymentsController,
        AdminFollowUpsController,
        AdminAuditController,
        AdminDebugController,
        DocsController,
        AdminInsightsController,
        AdminIndexNowController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        rpcClientProvider,
        HealthService,
        RateLimitGuard,
        SessionResolver,
        WorkshopEventsHub,
        // Every API request with a session cookie gets its principal before the handler runs.
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
    };
  }
}

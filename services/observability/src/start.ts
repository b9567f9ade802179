import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, runRpcService } from '@lifewheel/platform';
import { AdminInsightsModule } from './admin/admin-insights.module.js';
import type { ObservabilityConfig } from './config.js';
import { observabilityDatabase } from './database.js';
import { DebugModule } from './debug/debug.module.js';
import { observabilityJobHandlers } from './job-handlers.js';
import { ObservabilityModule } from './observability.module.js';
import { PaymentAlertsModule } from './payment-alerts/payment-alerts.module.js';
import { RedisMemoryModule } from './redis-memory/redis-memory.module.js';
import { RetentionModule } from './retention/retention.module.js';

export function start(config: ObservabilityConfig): Promise<void> {
  const paymentAlerts = PaymentAlertsModule.register({
    recipients: config.ALERT_EMAILS,
    noSuccessMinutes: config.ALERT_NO_SUCCESS_MINUTES,
    evaluateEverySeconds: config.ALERT_EVALUATE_EVERY_SECONDS,
    jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY),
  });
  const retention = {
    journeyEventsDays: config.RETENTION_JOURNEY_DAYS,
    errorLogsDays: config.RETENTION_ERROR_LOG_DAYS,
    healthChecksDays: config.RETENTION_HEALTH_CHECK_DAYS,
  };
  return runRpcService({
    service: 'observability',
    config,
    database: observabilityDatabase,
    imports: [
      ObservabilityModule,
      paymentAlerts,
      RetentionModule.register(retention),
      AdminInsightsModule.register({ traceUiUrl: config.TRACE_UI_URL ?? null, retention }, paymentAlerts),
      DebugModule.register(),
      RedisMemoryModule.register({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        recipients: config.ALERT_EMAILS,
        checkEverySeconds: config.ALERT_EVALUATE_EVERY_SECONDS,
        jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY),
      }),
    ],
    jobs: { queues: [QueueName.Observability], handlers: observabilityJobHandlers },
  });
}

import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, runRpcService } from '@lifewheel/platform';
import type { ObservabilityConfig } from './config.js';
import { observabilityDatabase } from './database.js';
import { DebugModule } from './debug/debug.module.js';
import { observabilityJobHandlers } from './job-handlers.js';
import { ObservabilityModule } from './observability.module.js';
import { PaymentAlertsModule } from './payment-alerts/payment-alerts.module.js';

export function start(config: ObservabilityConfig): Promise<void> {
  return runRpcService({
    service: 'observability',
    config,
    database: observabilityDatabase,
    imports: [
      ObservabilityModule,
      DebugModule.register(),
      PaymentAlertsModule.register({
        recipients: config.ALERT_EMAILS,
        noSuccessMinutes: config.ALERT_NO_SUCCESS_MINUTES,
        evaluateEverySeconds: config.ALERT_EVALUATE_EVERY_SECONDS,
        jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY),
      }),
    ],
    jobs: { queues: [QueueName.Observability], handlers: observabilityJobHandlers },
  });
}

import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, runRpcService } from '@lifewheel/platform';
import { billingJobHandlers } from './account/job-handlers.js';
import { BillingModule } from './billing.module.js';
import type { BillingConfig } from './config.js';
import { billingDatabase } from './database.js';

export function start(config: BillingConfig): Promise<void> {
  return runRpcService({
    service: 'billing',
    config,
    database: billingDatabase,
    imports: [BillingModule.register(config)],
    jobs: { queues: [QueueName.Billing], handlers: billingJobHandlers(jobSecretKey(config.JOB_SECRET_KEY)) },
  });
}

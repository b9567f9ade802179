import { runRpcService } from '@lifewheel/platform';
import { BillingModule } from './billing.module.js';
import type { BillingConfig } from './config.js';
import { billingDatabase } from './database.js';

export function start(config: BillingConfig): Promise<void> {
  return runRpcService({ service: 'billing', config, database: billingDatabase, imports: [BillingModule.register(config)] });
}

import type { z } from 'zod';
import { runRpcService } from '@lifewheel/platform';
import type { billingEnvSchema } from './config.js';
import { billingDatabase } from './database.js';

export function start(config: z.infer<typeof billingEnvSchema>): Promise<void> {
  return runRpcService({ service: 'billing', config, database: billingDatabase, imports: [] });
}

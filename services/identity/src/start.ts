import type { z } from 'zod';
import { runRpcService } from '@lifewheel/platform';
import type { identityEnvSchema } from './config.js';
import { identityDatabase } from './database.js';

export function start(config: z.infer<typeof identityEnvSchema>): Promise<void> {
  return runRpcService({ service: 'identity', config, database: identityDatabase, imports: [] });
}

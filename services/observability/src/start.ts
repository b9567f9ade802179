import type { z } from 'zod';
import { QueueName } from '@lifewheel/contracts';
import { runRpcService } from '@lifewheel/platform';
import type { observabilityEnvSchema } from './config.js';
import { observabilityDatabase } from './database.js';
import { observabilityJobHandlers } from './job-handlers.js';
import { ObservabilityModule } from './observability.module.js';

export function start(config: z.infer<typeof observabilityEnvSchema>): Promise<void> {
  return runRpcService({
    service: 'observability',
    config,
    database: observabilityDatabase,
    imports: [ObservabilityModule],
    jobs: { queues: [QueueName.Observability], handlers: observabilityJobHandlers },
  });
}

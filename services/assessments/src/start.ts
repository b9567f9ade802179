import type { z } from 'zod';
import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, runRpcService } from '@lifewheel/platform';
import { AccountModule } from './account/account.module.js';
import { assessmentsJobHandlers } from './account/job-handlers.js';
import { AssessmentsModule } from './assessments/assessments.module.js';
import type { assessmentsEnvSchema } from './config.js';
import { assessmentsDatabase } from './database.js';
import { FollowUpsModule } from './follow-ups/follow-ups.module.js';
import { PremiumAssessmentsModule } from './premium/premium-assessments.module.js';

export function start(config: z.infer<typeof assessmentsEnvSchema>): Promise<void> {
  return runRpcService({
    service: 'assessments',
    config,
    database: assessmentsDatabase,
    imports: [
      AssessmentsModule,
      FollowUpsModule.register({ publicUrl: config.PUBLIC_URL, jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY) }),
      PremiumAssessmentsModule,
      AccountModule,
    ],
    jobs: { queues: [QueueName.Assessments], handlers: assessmentsJobHandlers(jobSecretKey(config.JOB_SECRET_KEY)) },
  });
}

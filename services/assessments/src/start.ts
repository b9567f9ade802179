import type { z } from 'zod';
import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, runRpcService } from '@lifewheel/platform';
import { AccountModule } from './account/account.module.js';
import { assessmentsJobHandlers } from './account/job-handlers.js';
import { AssessmentsModule } from './assessments/assessments.module.js';
import type { assessmentsEnvSchema } from './config.js';
import { assessmentsDatabase } from './database.js';
import { FollowUpsModule } from './follow-ups/follow-ups.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { focusJobHandlers } from './premium/focus/focus-job-handlers.js';
import { FocusModule } from './premium/focus/focus.module.js';
import { PremiumAssessmentsModule } from './premium/premium-assessments.module.js';
import { SharesModule } from './shares/shares.module.js';
import { WorkshopsModule } from './workshops/workshops.module.js';

export function start(config: z.infer<typeof assessmentsEnvSchema>): Promise<void> {
  const secretKey = jobSecretKey(config.JOB_SECRET_KEY);
  return runRpcService({
    service: 'assessments',
    config,
    database: assessmentsDatabase,
    imports: [
      IdempotencyModule.register(secretKey),
      AssessmentsModule,
      SharesModule,
      WorkshopsModule,
      FollowUpsModule.register({ publicUrl: config.PUBLIC_URL, jobSecretKey: secretKey }),
      PremiumAssessmentsModule,
      FocusModule.register({ publicUrl: config.PUBLIC_URL, jobSecretKey: secretKey, reminderDayMs: config.FOCUS_REMINDER_DAY_MS }),
      AccountModule,
    ],
    jobs: { queues: [QueueName.Assessments], handlers: (app) => [...assessmentsJobHandlers(secretKey)(app), ...focusJobHandlers(app)] },
  });
}

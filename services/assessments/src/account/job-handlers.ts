import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, openJobSecrets, type JobHandlerRegistration } from '@lifewheel/platform';
import { AccountDataService } from './account-data.service.js';

/** Assessments consumes QueueName.Assessments: identity's word that an account is gone. */
export function assessmentsJobHandlers(jobSecretKey: Buffer): (app: INestApplicationContext) => JobHandlerRegistration[] {
  return (app) => {
    const data = app.get(AccountDataService);
    return [
      defineJobHandler(JobName.AssessmentsAccountDeleted, async (job) => {
        const { email } = openJobSecrets(JobName.AssessmentsAccountDeleted, job.secrets, jobSecretKey);
        await data.erase(job.userId, email);
      }),
    ];
  };
}

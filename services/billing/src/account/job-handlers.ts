import type { INestApplicationContext } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { defineJobHandler, openJobSecrets, type JobHandlerRegistration } from '@lifewheel/platform';
import { AccountPaymentsService } from './account-payments.service.js';

/** Billing consumes QueueName.Billing: identity's word that an account is gone. */
export function billingJobHandlers(jobSecretKey: Buffer): (app: INestApplicationContext) => JobHandlerRegistration[] {
  return (app) => {
    const payments = app.get(AccountPaymentsService);
    return [
      defineJobHandler(JobName.BillingAccountDeleted, async (job) => {
        const { email } = openJobSecrets(JobName.BillingAccountDeleted, job.secrets, jobSecretKey);
        await payments.detach(job.userId, email);
      }),
    ];
  };
}

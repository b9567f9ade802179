import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, principalPrivateKey, runRpcService } from '@lifewheel/platform';
import type { IdentityConfig } from './config.js';
import { identityDatabase } from './database.js';
import { IdentityModule } from './identity.module.js';
import { identityJobHandlers } from './premium/job-handlers.js';

export function start(config: IdentityConfig): Promise<void> {
  return runRpcService({
    service: 'identity',
    config,
    database: identityDatabase,
    imports: [
      IdentityModule.register({
        publicUrl: config.PUBLIC_URL,
        adminEmails: config.ADMIN_EMAILS,
        principalKey: principalPrivateKey(config.PRINCIPAL_PRIVATE_KEY),
        jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY),
      }),
    ],
    jobs: { queues: [QueueName.Identity], handlers: identityJobHandlers },
  });
}

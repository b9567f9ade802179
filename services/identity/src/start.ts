import { createPublicKey } from 'node:crypto';
import { QueueName } from '@lifewheel/contracts';
import { jobSecretKey, principalPrivateKey, runRpcService } from '@lifewheel/platform';
import type { IdentityConfig } from './config.js';
import { identityDatabase } from './database.js';
import { IdentityModule } from './identity.module.js';
import { identityJobHandlers } from './premium/job-handlers.js';

export function start(config: IdentityConfig): Promise<void> {
  return runRpcService({
    service: 'identity',
    // Identity signs the principal, and its account handlers check it like every service does: with
    // the public half of its own key.
    config: { ...config, PRINCIPAL_PUBLIC_KEY: ownPublicKey(config.PRINCIPAL_PRIVATE_KEY) },
    database: identityDatabase,
    imports: [
      IdentityModule.register({
        publicUrl: config.PUBLIC_URL,
        adminEmails: config.ADMIN_EMAILS,
        principalKey: principalPrivateKey(config.PRINCIPAL_PRIVATE_KEY),
        jobSecretKey: jobSecretKey(config.JOB_SECRET_KEY),
        sessionMaxAgeDays: config.SESSION_MAX_AGE_DAYS,
      }),
    ],
    jobs: { queues: [QueueName.Identity], handlers: identityJobHandlers },
  });
}

function ownPublicKey(privateKeyBase64: string): string {
  return createPublicKey(principalPrivateKey(privateKeyBase64)).export({ format: 'der', type: 'spki' }).toString('base64');
}

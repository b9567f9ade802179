import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { JobName, QueueName } from '@lifewheel/contracts';
import { JobQueues, createLogger, createRedis, jobSecretKey, reportRedisConnectionErrorsTo, runRpcService } from '@lifewheel/platform';
import type { WorkerConfig } from './config.js';
import { workerDatabase } from './database.js';
import { emailJobHandler } from './email/email-job.js';
import { purchaseConfirmationEmail } from './email/purchase-confirmation/purchase-confirmation-email.js';
import { EmailSender } from './email/email-sender.js';
import { focusReminderEmail } from './email/focus-reminder/focus-reminder-email.js';
import { indexNowAlertEmail } from './email/indexnow-alert/indexnow-alert-email.js';
import { redisMemoryAlertEmail } from './email/redis-memory-alert/redis-memory-alert-email.js';
import { followUpReplyEmail } from './email/follow-up-reply/follow-up-reply-email.js';
import { loginEmail } from './email/login/login-email.js';
import { mailingListConfirmEmail } from './email/mailing-list-confirm/mailing-list-confirm-email.js';
import { folderTransport, smtpTransport } from './email/mail-transport.js';
import { paymentAlertEmail } from './email/payment-alert/payment-alert-email.js';
import { welcomeEmail } from './email/welcome/welcome-email.js';
import { IndexNowModule } from './indexnow/indexnow.module.js';
import { indexNowJobHandlers } from './indexnow/job-handlers.js';

export async function start(config: WorkerConfig): Promise<void> {
  const logger = createLogger({ service: 'worker', version: config.SERVICE_VERSION, level: config.LOG_LEVEL });
  reportRedisConnectionErrorsTo(logger);
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : folderTransport(config.MAIL_DIR);
  const secretKey = jobSecretKey(config.JOB_SECRET_KEY);
  const email = new EmailSender(transport, createRedis(config.REDIS_URL, 'email-markers'), config.REDIS_PREFIX, config.MAIL_FROM, logger);
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
  const indexNow = {
    key: config.INDEXNOW_KEY,
    endpoint: config.INDEXNOW_ENDPOINT,
    publicUrl: config.PUBLIC_URL,
    batchSize: config.INDEXNOW_BATCH_SIZE,
    keyWaitMs: config.INDEXNOW_KEY_WAIT_MS,
    alertEmails: config.ALERT_EMAILS,
    jobSecretKey: secretKey,
  };
  await runRpcService({
    service: 'worker',
    config,
    database: workerDatabase,
    imports: [IndexNowModule.register(indexNow, webDist)],
    jobs: {
      queues: [QueueName.Email, QueueName.IndexNow],
      handlers: (app) => [
        emailJobHandler(JobName.SendLoginEmail, loginEmail, email, secretKey),
        emailJobHandler(JobName.SendWelcomeEmail, welcomeEmail, email, secretKey),
        emailJobHandler(JobName.SendMailingListConfirmEmail, mailingListConfirmEmail, email, secretKey),
        emailJobHandler(JobName.SendPaymentAlertEmail, paymentAlertEmail, email, secretKey),
        emailJobHandler(JobName.SendFocusReminderEmail, focusReminderEmail, email, secretKey),
        emailJobHandler(JobName.SendIndexNowAlertEmail, indexNowAlertEmail, email, secretKey),
        emailJobHandler(JobName.SendRedisMemoryAlertEmail, redisMemoryAlertEmail, email, secretKey),
        ...indexNowJobHandlers(app),
        emailJobHandler(JobName.SendFollowUpReplyEmail, followUpReplyEmail, email, secretKey),
        emailJobHandler(JobName.SendPurchaseConfirmationEmail, purchaseConfirmationEmail, email, secretKey),
      ],
    },
  });
  // Each start submits what changed since the last accepted submission (and resumes open batches).
  if (config.INDEXNOW_SUBMIT_ON_START && config.INDEXNOW_KEY) {
    const queues = new JobQueues(config.REDIS_URL, config.REDIS_PREFIX);
    await queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'start' }, { jobId: `indexnow-start-${randomUUID()}` });
    await queues.close();
  }
}

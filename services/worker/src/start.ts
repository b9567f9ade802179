import type { z } from 'zod';
import { JobName, QueueName } from '@lifewheel/contracts';
import { createLogger, createRedis, jobSecretKey, runRpcService } from '@lifewheel/platform';
import type { workerConfigSchema } from './config.js';
import { emailJobHandler } from './email/email-job.js';
import { EmailSender } from './email/email-sender.js';
import { focusReminderEmail } from './email/focus-reminder/focus-reminder-email.js';
import { followUpReplyEmail } from './email/follow-up-reply/follow-up-reply-email.js';
import { loginEmail } from './email/login/login-email.js';
import { folderTransport, smtpTransport } from './email/mail-transport.js';
import { paymentAlertEmail } from './email/payment-alert/payment-alert-email.js';
import { welcomeEmail } from './email/welcome/welcome-email.js';

export function start(config: z.infer<typeof workerConfigSchema>): Promise<void> {
  const logger = createLogger({ service: 'worker', version: config.SERVICE_VERSION, level: config.LOG_LEVEL });
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : folderTransport(config.MAIL_DIR);
  const secretKey = jobSecretKey(config.JOB_SECRET_KEY);
  const email = new EmailSender(transport, createRedis(config.REDIS_URL, 'email-markers'), config.REDIS_PREFIX, config.MAIL_FROM, logger);
  return runRpcService({
    service: 'worker',
    config,
    imports: [],
    jobs: {
      queues: [QueueName.Email],
      handlers: () => [
        emailJobHandler(JobName.SendLoginEmail, loginEmail, email, secretKey),
        emailJobHandler(JobName.SendWelcomeEmail, welcomeEmail, email, secretKey),
        emailJobHandler(JobName.SendPaymentAlertEmail, paymentAlertEmail, email, secretKey),
        emailJobHandler(JobName.SendFocusReminderEmail, focusReminderEmail, email, secretKey),
        emailJobHandler(JobName.SendFollowUpReplyEmail, followUpReplyEmail, email, secretKey),
      ],
    },
  });
}

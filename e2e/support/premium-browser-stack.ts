import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { JobName } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, launchChromium, newContextPage, waitFor } from '@lifewheel/testing';
import { logInByEmail } from './log-in.js';

/**
 * What the premium browser tests share: the services a premium person needs (login by email,
 * assessments, the worker that sends the link), a browser, and premium granted the way billing
 * grants it.
 */
export class PremiumBrowserStack {
  readonly smtp = new SmtpStandIn();
  stack!: TestStack;
  url!: string;
  private queues?: JobQueues;
  private browser?: Browser;

  /**
   * `env` adds to every process's configuration (the focus journey shortens the reminder day);
   * `billing` starts the billing service too, which the account's export and deletion ask.
   */
  async start({ env = {}, billing = false }: { env?: Record<string, string>; billing?: boolean } = {}): Promise<void> {
    const smtpUrl = await this.smtp.start();
    this.stack = await TestStack.start({
      processes: ['identity', 'assessments', ...(billing ? (['billing'] as const) : []), 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>', ...env },
    });
    // The gateway after the services: five processes booting at once on a small, busy machine can
    // take longer than a process is given to become ready.
    await this.stack.add('gateway');
    this.url = this.stack.gatewayUrl;
    this.queues = new JobQueues(TEST_REDIS_URL, this.stack.redisPrefix);
    this.browser = await launchChromium();
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await this.queues?.close();
    await this.stack?.stop();
    await this.smtp.stop();
  }

  /** A page of its own at a phone's width. */
  newPage(): Promise<Page> {
    return newContextPage(this.browser!, { viewport: { width: 360, height: 780 } });
  }

  logIn(page: Page, email: string): Promise<void> {
    return logInByEmail(page, this.smtp, this.url, email);
  }

  /** Premium as billing grants it: identity's premium-granted job, by email. */
  async grantPremium(email: string): Promise<void> {
    await this.queues!.enqueue(JobName.PremiumGranted, {
      eventId: randomUUID(),
      version: 1,
      email,
      paymentId: `pi_test_${randomUUID().slice(0, 8)}`,
      reason: 'paid',
      occurredAt: new Date().toISOString(),
    });
    await waitFor(
      async () =>
        (await this.stack.db.query<{ is_premium: boolean }>('select is_premium from identity.users where email = $1', [email]))[0]?.is_premium === true,
      { what: `premium for ${email}` },
    );
  }
}

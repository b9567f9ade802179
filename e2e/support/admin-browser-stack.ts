import type { Browser, Page } from 'playwright-core';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { TestStack, launchChromium, newContextPage } from '@lifewheel/testing';
import { logInByEmail } from './log-in.js';

/** The address the console's browser tests log in with: ADMIN_EMAILS of their app. */
export const E2E_ADMIN_EMAIL = 'ops.admin@example.test';

/** TRACE_UI_URL of the console's app: /admin/debug turns trace ids into links to it. */
export const E2E_TRACE_UI_URL = 'http://traces.example.test/trace/{traceId}';

/**
 * What the console's browser tests share (issue 17): every service the console reads from, login
 * by email through the worker, ADMIN_EMAILS naming E2E_ADMIN_EMAIL, and a browser at a laptop's width.
 */
export class AdminBrowserStack {
  readonly smtp = new SmtpStandIn();
  stack!: TestStack;
  url!: string;
  private browser?: Browser;

  async start(): Promise<void> {
    const smtpUrl = await this.smtp.start();
    this.stack = await TestStack.start({
      processes: ['identity', 'assessments', 'billing', 'observability', 'worker'],
      env: {
        RATE_LIMIT_WRITES_PER_MINUTE: '100000',
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Lifewheel <hello@lifewheel.test>',
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        BILLING_POLL_MS: '200',
        // /admin/debug links every trace id here (the address is never opened).
        TRACE_UI_URL: E2E_TRACE_UI_URL,
      },
    });
    // The gateway after the services: many processes booting at once on a small, busy machine can
    // take longer than a process is given to become ready.
    await this.stack.add('gateway');
    this.url = this.stack.gatewayUrl;
    this.browser = await launchChromium();
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await this.stack?.stop();
    await this.smtp.stop();
  }

  newPage(): Promise<Page> {
    return newContextPage(this.browser!, { viewport: { width: 1280, height: 900 } });
  }

  logIn(page: Page, email: string): Promise<void> {
    return logInByEmail(page, this.smtp, this.url, email);
  }
}

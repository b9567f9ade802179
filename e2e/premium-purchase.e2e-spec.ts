import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { JobName } from '@lifewheel/contracts';
import { SmtpStandIn, StripeStandIn } from '@lifewheel/tools/stand-ins';
import { loginLinkFromEmail, logInByEmail } from './support/log-in.js';
import { TestStack, hasHorizontalScroll, launchChromium, mailHeader, mailPart, seriousAccessibilityViolations, waitFor, watchPage } from '@lifewheel/testing';
import { formatPrice } from '../web/src/features/premium/format-price.js';
import { bundle as ja } from '../web/src/i18n/locales/ja/index.js';

describe('buying premium through the Stripe stand-in, in Chromium', () => {
  const smtp = new SmtpStandIn();
  const stripe = new StripeStandIn({ retryDelayMs: 200 });
  let stack: TestStack;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    await stripe.start();
    stack = await TestStack.start({
      processes: ['gateway'],
      stripe,
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>', BILLING_POLL_MS: '200' },
    });
    // One at a time: on a busy machine four processes booting at once can miss the ready timeout.
    for (const name of ['identity', 'billing', 'worker', 'observability'] as const) await stack.add(name);
    // The address Stripe sends people back to (PUBLIC_URL): the session cookie must be for the same host.
    url = stack.one('gateway').env['PUBLIC_URL']!;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await stripe.stop();
    await smtp.stop();
  });

  const failedResponses: string[] = [];
  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
    });
    return page;
  }

  const loginLinkTo = (address: string, after: number) => loginLinkFromEmail(smtp, address, after, url);
  const logIn = (page: Page, email: string) => logInByEmail(page, smtp, url, email);

  const isPremium = async (email: string) =>
    (await stack.db.query<{ is_premium: boolean }>('select is_premium from identity.users where email = $1', [email]))[0]?.is_premium;

  it('a logged-in visitor pays in the stand-in checkout, becomes premium and sees the Dashboard button', async () => {
    const email = `payer.${Date.now()}@example.com`;
    const page = await newPage();
    const problems = watchPage(page);
    await logIn(page, email);

    await page.goto(`${url}/premium/enrollment`);
    await page.getByRole('heading', { level: 1, name: 'Lifewheel Premium' }).waitFor();
    expect(await page.getByText('$10', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue to payment' }).click();

    const field = page.getByLabel('Email address for your premium access');
    await waitFor(async () => (await field.inputValue()) === email, { what: 'the account email in the locked field' });
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay $10' }).click();

    await page.waitForURL(/\/c\/pay\//);
    expect(await page.getByText(email).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/premium\/payment\/return\?session=/);
    // The gateway may hold the session's principal for up to 30 s, so the account shows premium within that.
    await page.getByText('Premium is now part of your account.').waitFor({ timeout: 50_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    expect(await isPremium(email)).toBe(true);

    await page.goto(`${url}/`);
    await page.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    // The Stripe session carried the account's id, not only its address.
    const session = [...stripe.sessions.values()].find((candidate) => candidate.customer_email === email);
    const [user] = await stack.db.query<{ id: string }>('select id from identity.users where email = $1', [email]);
    expect(session?.client_reference_id).toBe(user!.id);
    expect(problems.errors, failedResponses.join('\n')).toEqual([]);
    expect(problems.hydration).toEqual([]);
  }, 120_000);

  it('a Japanese buyer pays in Japanese from the home page: Checkout in ja, a Japanese return page and dashboard link, one confirmation email in Japanese (issue 25)', async () => {
    const email = `kaito.${Date.now()}@example.com`;
    const page = await newPage();
    const problems = watchPage(page);
    await logInByEmail(page, smtp, url, email, { language: 'ja', auth: ja.auth });

    // The way to premium is on the Japanese home page, and stays in Japanese.
    await page.goto(`${url}/ja`);
    const card = page.locator('.promo').getByRole('link', { name: ja.home.promo.cta });
    expect(await card.getAttribute('href')).toBe('/ja/premium/payment');
    await card.click();
    await page.waitForURL(/\/ja\/premium\/payment$/);
    const field = page.getByLabel(ja.premium.payment.emailLabel);
    await waitFor(async () => (await field.inputValue()) === email, { what: 'the account email in the locked field' });
    await page.getByRole('button', { name: ja.premium.payment.pay.replace('{{price}}', formatPrice(1000, 'usd', 'ja')) }).click();

    await page.waitForURL(/\/c\/pay\//);
    const session = [...stripe.sessions.values()].find((candidate) => candidate.customer_email === email);
    expect(session?.locale).toBe('ja');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/premium\/payment\/return\?session=/);
    expect(new URL(page.url()).pathname).toBe('/ja/premium/payment/return');
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await page.getByText(ja.premium.result.accountPremium).waitFor({ timeout: 50_000 });
    expect(await page.getByRole('link', { name: ja.premium.result.openDashboard }).getAttribute('href')).toBe('/ja/premium/dashboard');

    // The premium person's top bar keeps the language (it once always led to /en/premium/dashboard).
    await page.goto(`${url}/ja`);
    const dashboard = page.locator('.top-bar').getByRole('link', { name: ja.common.nav.dashboard });
    await dashboard.waitFor({ timeout: 15_000 });
    expect(await dashboard.getAttribute('href')).toBe('/ja/premium/dashboard');

    // One confirmation, in Japanese, linking to the Japanese dashboard, even when Stripe delivers the
    // payment twice. It is the buyer's one email with a dashboard link (the login email links to /ja/login/verify).
    const dashboardLink = /https?:\/\/[^\s/]+\/ja\/premium\/dashboard\b/;
    const confirmations = () => smtp.messages.filter((message) => message.to.includes(email) && dashboardLink.test(mailPart(message.raw, 'text/plain')));
    await waitFor(() => confirmations().length === 1, { what: 'the purchase confirmation' });
    const completed = stripe.eventIds('checkout.session.completed', session!.id);
    expect(completed).toHaveLength(1);
    stripe.redeliver(completed[0]!);
    // Time for the second delivery to be answered and any second email to go out (BILLING_POLL_MS is 200).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(confirmations()).toHaveLength(1);
    const [mail] = confirmations();
    expect(mailHeader(mail!.raw, 'Content-Language')).toBe('ja');
    const text = mailPart(mail!.raw, 'text/plain');
    // Written in Japanese (kana), and none of it the English email's.
    expect((text.match(/[\u3040-\u30ff]/g) ?? []).length).toBeGreaterThan(50);
    expect(text).not.toMatch(/Thank you|Your payment went through|Open your dashboard|log in/i);
    expect(text).toContain(`/ja/login`);
    expect(problems.errors, failedResponses.join('\n')).toEqual([]);
    expect(problems.hydration).toEqual([]);
  }, 120_000);

  it('a declined payment leaves them free and counts as a failure; they can try again', async () => {
    const email = `declined.${Date.now()}@example.com`;
    const page = await newPage();
    const problems = watchPage(page);
    await logIn(page, email);
    await page.goto(`${url}/premium/payment`);
    const field = page.getByLabel('Email address for your premium access');
    await waitFor(async () => (await field.inputValue()) === email, { what: 'the account email' });
    await page.getByRole('button', { name: 'Pay $10' }).click();
    await page.waitForURL(/\/c\/pay\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();

    await page.waitForURL(/\/premium\/payment\/return\?session=.*cancelled=1/);
    await page.getByRole('heading', { name: 'The payment did not go through' }).waitFor({ timeout: 30_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Counted where payment alerting counts failures (billing's outbox -> observability).
    const sessionId = new URL(page.url()).searchParams.get('session');
    const failures = await stack.db.query(`select 1 from billing.outbox where job_name = $1 and payload->>'paymentSessionId' = $2`, [
      JobName.PaymentFailed,
      sessionId,
    ]);
    expect(failures).toHaveLength(1);
    await waitFor(
      async () =>
        (await stack.db.query(`select 1 from observability.payment_events where kind = 'payment-failed' and payment_session_id = $1`, [sessionId])).length ===
        1,
      { what: 'the failure in the alerting events' },
    );
    const me = (await (await page.request.get(`${url}/api/auth/user`)).json()) as { isPremium: boolean };
    expect(me.isPremium).toBe(false);
    expect(await isPremium(email)).toBe(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Pay $10' }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it("someone paying with another person's address gains no access to that account", async () => {
    const victim = `owner.${Date.now()}@example.com`;
    const page = await newPage();
    const problems = watchPage(page);
    const before = smtp.messages.length;
    await page.goto(`${url}/premium/payment`);
    await page.getByLabel('Email address for your premium access').fill(victim);
    await page.getByRole('button', { name: 'Pay $10' }).click();
    await page.waitForURL(/\/c\/pay\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/premium\/payment\/return\?session=/);
    await page.getByText(`We sent a login link to ${victim}. Open it to log in and use premium.`).waitFor({ timeout: 30_000 });

    // Premium went to the owner of the address; the payer is still a visitor.
    await waitFor(() => isPremium(victim), { what: 'premium for the address owner' });
    expect((await page.request.get(`${url}/api/auth/user`)).status()).toBe(204);
    expect(await stack.db.query('select 1 from identity.sessions s join identity.users u on u.id = s.user_id where u.email = $1', [victim])).toEqual([]);
    // The only way in is the link, and it went to the owner's inbox.
    await loginLinkTo(victim, before);
    // The purchase confirmation goes to the owner too: wait for it, so the count below is settled.
    await waitFor(() => smtp.messages.slice(before).filter((message) => message.to.includes(victim)).length >= 2, {
      what: 'the login email and the purchase confirmation to the owner',
    });
    expect(smtp.messages.slice(before).every((message) => message.to.every((to) => to === victim))).toBe(true);
    expect(problems.errors).toEqual([]);

    // The return link opened anywhere else (shared, forwarded): the address masked, no link sent, the login page offered.
    const sent = smtp.messages.length;
    const elsewhere = await newPage();
    await elsewhere.goto(page.url());
    await elsewhere.getByText(`Premium belongs to o•••@example.com. Log in with that address to use it.`).waitFor({ timeout: 30_000 });
    expect(await elsewhere.locator('.premium__actions').getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await elsewhere.content()).not.toContain(victim);
    expect(smtp.messages.length).toBe(sent);
  });
});

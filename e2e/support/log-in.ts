import type { Page } from 'playwright-core';
import type { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { mailPart, waitFor } from '@lifewheel/testing';

/** The login link in the first email to `address` after the `after`-th message, opened through `url` (the gateway under test). */
export async function loginLinkFromEmail(smtp: SmtpStandIn, address: string, after: number, url: string): Promise<string> {
  // The login email among others to the same address (a purchase confirmation, say).
  const linkIn = (raw: string) => /https?:\/\/\S+\/login\/verify#token=[A-Za-z0-9_-]+/.exec(mailPart(raw, 'text/plain'))?.[0];
  const link = await waitFor(
    () =>
      smtp.messages
        .slice(after)
        .filter((message) => message.to.includes(address))
        .map((message) => linkIn(message.raw))
        .find(Boolean),
    { what: `a login email to ${address}` },
  );
  const parsed = new URL(link);
  return `${url}${parsed.pathname}${parsed.hash}`;
}

/** Logs in as a person does: asks for a link on /login, opens it from the email, confirms, and waits until the session answers. */
export async function logInByEmail(page: Page, smtp: SmtpStandIn, url: string, email: string): Promise<void> {
  const before = smtp.messages.length;
  await page.goto(`${url}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await page.goto(await loginLinkFromEmail(smtp, email, before, url));
  await page.getByRole('button', { name: 'Log in' }).click();
  // 200 with the user once logged in; a visitor gets 204.
  await waitFor(async () => (await page.request.get(`${url}/api/auth/user`)).status() === 200, { what: 'the login' });
}

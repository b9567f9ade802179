import type { Page } from 'playwright-core';
import type { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { mailPart, waitFor } from '@lifewheel/testing';
import { localizedPath, type Language } from '../../web/src/i18n/languages.js';
import { auth as authEn } from '../../web/src/i18n/locales/en/auth.js';

/** What the login pages say, in the language logged in with: a language's `auth` texts (English by default). */
export interface LoginTexts {
  login: { emailLabel: string; submit: string; sentTitle: string };
  verify: { confirm: string };
}

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

/**
 * Logs in as a person does: asks for a link on /login, opens it from the email, confirms, and waits
 * until the session answers. In another language, on that language's pages, with its `auth` texts.
 */
export async function logInByEmail(
  page: Page,
  smtp: SmtpStandIn,
  url: string,
  email: string,
  { language = 'en', auth = authEn }: { language?: Language; auth?: LoginTexts } = {},
): Promise<void> {
  const before = smtp.messages.length;
  await page.goto(`${url}${localizedPath(language, '/login')}`);
  await page.getByLabel(auth.login.emailLabel).fill(email);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await page.getByRole('heading', { name: auth.login.sentTitle }).waitFor();
  await page.goto(await loginLinkFromEmail(smtp, email, before, url));
  await page.getByRole('button', { name: auth.verify.confirm }).click();
  // 200 with the user once logged in; a visitor gets 204.
  await waitFor(async () => (await page.request.get(`${url}/api/auth/user`)).status() === 200, { what: 'the login' });
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAccessibilityViolations, waitFor, watchPage } from '@lifewheel/testing';
import { AdminBrowserStack, E2E_ADMIN_EMAIL } from './support/admin-browser-stack.js';

// The console's chunks, as Vite names them after their files (web/src/features/admin/).
const ADMIN_CHUNK = /\/assets\/(admin-layout|admin-page|admin-debug-page|admin)-[^/]*\.js$/;

describe('/admin in Chromium: the staff console', () => {
  const app = new AdminBrowserStack();

  beforeAll(() => app.start());
  afterAll(() => app.stop());

  it('lets an admin who logged in with the emailed link grant premium with a reason, and shows the audit line', async () => {
    const member = `member.${randomUUID().slice(0, 8)}@example.com`;
    const memberId = randomUUID();
    await app.stack.db.query('insert into identity.users (id, email) values ($1, $2)', [memberId, member]);
    const page = await app.newPage();
    const problems = watchPage(page);
    await app.logIn(page, E2E_ADMIN_EMAIL);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Operations console' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // Keyboard only: search, open the dialog, give a reason, confirm.
    await page.getByLabel('Email contains').fill(member);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(member.replace(/[.]/g, '\\.')) });
    await row.waitFor();
    await row.getByRole('button', { name: /Grant premium/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Grant premium to ${member}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Grant premium' }).click();
    await dialog.getByText('Please give a reason').waitFor();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Partner programme, agreed by email');
    await dialog.getByRole('button', { name: 'Grant premium' }).click();
    await page.getByRole('status').filter({ hasText: 'Recorded.' }).waitFor();

    await waitFor(
      async () => (await app.stack.db.query<{ is_premium: boolean }>('select is_premium from identity.users where id = $1', [memberId]))[0]?.is_premium,
      { what: 'premium for the member' },
    );
    // The audit line arrives through billing's outbox and observability's queue: the page shows it once it is there.
    const audit = page.getByRole('region', { name: 'Audit log' });
    await waitFor(
      async () => {
        await page.reload();
        await audit
          .getByRole('row')
          .nth(1)
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
        return audit
          .getByRole('row', { name: /premium\.grant/ })
          .filter({ hasText: 'Partner programme, agreed by email' })
          .count();
      },
      { what: 'the premium.grant audit line on the page' },
    );
    await expect(
      audit
        .getByRole('row', { name: /premium\.grant/ })
        .first()
        .textContent(),
    ).resolves.toContain(E2E_ADMIN_EMAIL);
    await expect(
      page
        .getByRole('row', { name: new RegExp(member.replace(/[.]/g, '\\.')) })
        .getByRole('button', { name: /Revoke premium/ })
        .count(),
    ).resolves.toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // On a phone the tables scroll inside their panels, their buttons' hidden texts with them: the
    // page itself does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(problems.errors).toEqual([]);
  });

  it('tells a visitor to log in and a non-admin that they are not allowed; public pages never load the console', async () => {
    const visitor = await app.newPage();
    const loaded: string[] = [];
    visitor.on('request', (request) => loaded.push(request.url()));
    await visitor.goto(`${app.url}/`);
    await visitor.waitForLoadState('networkidle');
    expect(loaded.filter((url) => ADMIN_CHUNK.test(new URL(url).pathname))).toEqual([]);
    await visitor.goto(`${app.url}/admin`);
    await visitor.getByText('The console is for Lifewheel staff.').waitFor();
    expect(await visitor.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fadmin');

    const member = await app.newPage();
    await app.logIn(member, `not.staff.${randomUUID().slice(0, 8)}@example.com`);
    await member.goto(`${app.url}/admin`);
    await member.getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor();
    expect(await member.getByRole('heading', { name: 'Users' }).count()).toBe(0);
  });
});

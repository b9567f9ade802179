import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TestStack, hasHorizontalScroll, launchChromium, newContextPage, seriousAccessibilityViolations, sessionFor, watchPage } from '@lifewheel/testing';
import { domains as domainsDe } from '../web/src/i18n/locales/de/domains.js';

// Screens update by server-sent events, never by a reload: a wait ends only when the update is pushed.
// The 1 s target is measured by `npm run bench:workshop`; here the bound leaves room for a busy CI machine.
const LIVE_UPDATE_WAIT_MS = 15_000;

describe('a workshop in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A phone in `language` joins with the code and rates every area (`current` now, 9 wished). */
  async function participate(code: string, language: string, current: number): Promise<Page> {
    const phone = await newContextPage(browser, { viewport: { width: 360, height: 780 } });
    const prefix = language === 'en' ? '' : `/${language}`;
    await phone.goto(`${stack.gatewayUrl}${prefix}/join/${code}`, { waitUntil: 'networkidle' });
    const areas = phone.getByTestId('join-domain');
    await areas.first().waitFor();
    expect(await areas.count()).toBe(DEFAULT_DOMAINS.length);
    for (let index = 0; index < DEFAULT_DOMAINS.length; index += 1) {
      await phone.locator(`input[name="current-${index}"][value="${current}"]`).check();
      await phone.locator(`input[name="desired-${index}"][value="9"]`).check();
    }
    await phone.locator('form button[type="submit"]').click();
    await phone.getByTestId('join-domain').first().waitFor({ state: 'detached' });
    return phone;
  }

  it('runs a session: six phones in three languages answer, the group wheel appears after the fifth and updates with the sixth, the reveal reaches the phones', async () => {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    const cookie = await sessionFor(stack.db, userId);
    const facilitator = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    await facilitator.context().addCookies([{ name: 'lw_session', value: cookie, url: stack.gatewayUrl }]);
    const problems = watchPage(facilitator);

    await facilitator.goto(`${stack.gatewayUrl}/workshop`, { waitUntil: 'networkidle' });
    await facilitator.getByRole('heading', { name: 'Run a group wheel' }).waitFor();
    await facilitator.getByLabel('Session name').fill('Team day <b>2026</b>');
    await facilitator.getByRole('button', { name: 'Start the session' }).click();
    await facilitator.waitForURL(/\/workshop\/[0-9a-f-]{36}$/);
    const code = (await facilitator.getByTestId('join-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await facilitator.getByRole('img', { name: 'QR code to join the session' }).isVisible()).toBe(true);
    expect(await facilitator.getByRole('link', { name: `${stack.gatewayUrl}/join/${code}` }).isVisible()).toBe(true);
    // The name is text, never markup.
    expect(await facilitator.getByRole('heading', { name: 'Team day <b>2026</b>' }).isVisible()).toBe(true);
    await facilitator.getByText('Live').waitFor();

    const languages = ['en', 'de', 'ja', 'en', 'de', 'ja'];
    const phones: Page[] = [];
    for (const [index, language] of languages.entries()) {
      phones.push(await participate(code, language, index + 2));
      await facilitator
        .getByTestId('finished')
        .getByText(`Finished: ${index + 1}`)
        .waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
      if (index < 4) expect(await facilitator.getByTestId('group-result').count()).toBe(0);
      if (index === 4)
        await facilitator.getByTestId('group-answers').getByText('Medians of the answers so far. Answers: 5').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    }
    await facilitator.getByTestId('group-answers').getByText('Medians of the answers so far. Answers: 6').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    expect(await facilitator.getByTestId('joined').textContent()).toBe('Joined: 6');
    expect(await facilitator.getByRole('heading', { name: 'Largest shared gaps' }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(facilitator)).toEqual([]);

    // The exports download: the wheel as PNG, the one-page report as PDF, the group result as CSV.
    for (const kind of ['png', 'pdf', 'csv'] as const) {
      const [download] = await Promise.all([facilitator.waitForEvent('download'), facilitator.locator(`[data-download="${kind}"]`).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${kind}$`));
      const body = await readFile((await download.path())!);
      expect(body.length).toBeGreaterThan(100);
      if (kind === 'png') expect(body.subarray(1, 4).toString()).toBe('PNG');
      if (kind === 'pdf') expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      if (kind === 'csv') {
        const lines = body.toString('utf8').trim().split('\r\n');
        expect(lines).toHaveLength(1 + DEFAULT_DOMAINS.length);
        // Current scores 2 to 7 in every area: the median is 4.5, one person per score.
        expect(lines[1]).toBe(`"${DEFAULT_DOMAINS[0]!.name}","4.5","9","3.3","5.8","2","7","4.5","0","1","1","1","1","1","1","0","0","0"`);
      }
    }

    // Before the reveal a phone waits; after it, it sees its own wheel beside the group's.
    const german = phones[1]!;
    expect(await german.getByTestId('group-wheel').count()).toBe(0);
    await facilitator.getByRole('button', { name: 'Show the result to the room' }).click();
    await german.getByTestId('group-wheel').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    expect(await german.getByTestId('own-wheel').isVisible()).toBe(true);
    expect(await german.locator('[data-testid="own-wheel"] svg').count()).toBeGreaterThan(0);
    expect(await german.locator('[data-testid="group-wheel"] svg').count()).toBeGreaterThan(0);
    expect(await german.getByText(domainsDe.family.name).first().isVisible()).toBe(true);
    expect(await hasHorizontalScroll(german)).toBe(false);
    expect(await seriousAccessibilityViolations(german)).toEqual([]);
    // The Japanese phone, in Japanese.
    const japanese = phones[2]!;
    await japanese.getByTestId('group-wheel').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    expect(await japanese.getByRole('heading', { name: 'グループのホイール' }).isVisible()).toBe(true);
    expect(await japanese.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(problems.errors).toEqual([]);
  });

  it('opens the live stream again when an answer was not a stream (a 502 from a proxy), and then follows the session', async () => {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    const cookie = await sessionFor(stack.db, userId);
    const created = await fetch(`${stack.gatewayUrl}/api/workshops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.gatewayUrl, cookie: `lw_session=${cookie}` },
      body: JSON.stringify({ name: 'Retry day', language: 'en' }),
    });
    const session = (await created.json()) as { id: string; code: string };
    const facilitator = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    await facilitator.context().addCookies([{ name: 'lw_session', value: cookie, url: stack.gatewayUrl }]);
    // The first two tries meet a 502, as from a proxy while the gateway restarts: EventSource gives
    // up for good on such an answer, so the page must open the stream again itself.
    let refused = 0;
    await facilitator.route('**/api/workshops/*/events', async (route) => {
      if (refused < 2) {
        refused += 1;
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      } else await route.continue();
    });
    await facilitator.goto(`${stack.gatewayUrl}/workshop/${session.id}`, { waitUntil: 'networkidle' });
    await facilitator.getByText('Live').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    expect(refused).toBe(2);

    const phone = await participate(session.code, 'en', 5);
    await facilitator.getByTestId('finished').getByText('Finished: 1').waitFor({ timeout: LIVE_UPDATE_WAIT_MS });
    await phone.close();
    await facilitator.close();
  });

  it('breaks a session name and area names that are one long word, on the list and on a 320 px phone', async () => {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    const cookie = await sessionFor(stack.db, userId);
    const names = ['W'.repeat(30), 'ش'.repeat(30), 'Ｗ'.repeat(30)];
    const created = await fetch(`${stack.gatewayUrl}/api/workshops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.gatewayUrl, cookie: `lw_session=${cookie}` },
      body: JSON.stringify({
        name: 'N'.repeat(80),
        language: 'en',
        wheel: { name: 'M'.repeat(50), domains: names.map((name, index) => ({ name, color: ['#ed6a56', '#a0c882', '#73cce4'][index] })) },
      }),
    });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const phone = await newContextPage(browser, { viewport: { width: 320, height: 700 } });
    await phone.context().addCookies([{ name: 'lw_session', value: cookie, url: stack.gatewayUrl }]);
    await phone.goto(`${stack.gatewayUrl}/workshop`, { waitUntil: 'networkidle' });
    await phone.getByRole('link', { name: 'N'.repeat(80) }).waitFor();
    expect(await hasHorizontalScroll(phone), 'the list of sessions').toBe(false);
    await phone.goto(`${stack.gatewayUrl}/ar/join/${code}`, { waitUntil: 'networkidle' });
    await phone.getByText(names[0]!).first().waitFor();
    expect(await hasHorizontalScroll(phone), 'the form of a phone').toBe(false);
    await phone.close();
  });

  it('tells a phone with a wrong code, under the page heading, to check it with the facilitator', async () => {
    const phone = await newContextPage(browser, { viewport: { width: 360, height: 780 } });
    await phone.goto(`${stack.gatewayUrl}/ja/join/ZZZZ99`);
    await phone.getByRole('alert').waitFor();
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe('グループのライフホイールに参加');
    expect(await phone.getByRole('alert').textContent()).toBe('このコードのセッションは見つかりませんでした。進行役にコードを確認してください。');
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await phone.close();
  });
});

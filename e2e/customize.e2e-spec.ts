import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEFAULT_DOMAINS, WHEEL_MESSAGES, defaultWheel } from '@lifewheel/wheel';
import { TestStack, launchChromium, waitFor } from '@lifewheel/testing';

const DRAFT_KEY = 'lifewheel.customizeDraft.v1';
const keyFor = (score: number) => (score === 10 ? '0' : String(score));

/**
 * axe-core's serious and critical findings in this page's own content, as readable lines. The
 * shared notifications region is left out: its list items carry role="status", which axe reports
 * as a list rule violation whenever a toast (here "Welcome back") shows; that belongs to
 * components/toast, not to this page.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page } as never).exclude('.toaster').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The message that belongs to a field: the field is marked invalid, names the message in its
 * aria-describedby, and the message sits in the same field block, right under it.
 */
async function messageOf(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const message = ids.map((id) => document.getElementById(id)).find((node) => node?.classList.contains('field__message--error'));
    if (element.getAttribute('aria-invalid') !== 'true' || !message) return null;
    return element.closest('.field')?.contains(message) ? message.textContent : `not next to its field: ${message.textContent}`;
  });
}

describe('customize: a wheel of your own, in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /** A fresh browser profile (empty storage), on the customize page once React has taken over. */
  async function openCustomize(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => /hydrat/i.test(message.text()) && errors.push(message.text()));
    (page as Page & { errors: string[] }).errors = errors;
    await page.goto(`${stack.gatewayUrl}/customize`);
    // The draft is written only after hydration: then every button works.
    await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, DRAFT_KEY);
    return page;
  }
  const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;
  const area = (page: Page, number: number) => page.getByRole('group', { name: `Area ${number}`, exact: true });

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'observability'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await stack?.stop();
  });

  it('takes a wheel of 3 areas through the assessment by keyboard to its results', async () => {
    const page = await openCustomize();
    // Down to 3 areas; at 3 Remove is disabled and the rule says why.
    for (let removed = 0; removed < 9; removed += 1)
      await page
        .getByRole('button', { name: /^Remove Domain/ })
        .last()
        .click();
    await expect.poll(() => page.getByRole('button', { name: /^Remove Domain/ }).count()).toBe(3);
    for (const button of await page.getByRole('button', { name: /^Remove Domain/ }).all()) expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText(WHEEL_MESSAGES.tooFewDomains, { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('Wheel name').fill('Three things that matter');
    await area(page, 3).getByLabel('Domain Name').fill('Music Practice');
    await area(page, 3).getByLabel('Colour code').fill('#3366CC');
    expect(await area(page, 3).getByLabel('Colour', { exact: true }).inputValue()).toBe('#3366cc');
    await area(page, 3).getByLabel('Short description (optional)').fill('Playing the piano every day');
    await page.getByRole('button', { name: 'Start Custom Assessment' }).click();

    await page.waitForURL(/\/assessment\?wheel=custom$/);
    await page.getByText('Question 1 of 6').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Custom wheel: Three things that matter');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toContain('Career & Vocation');
    const scores = [3, 5, 7, 9, 8, 10];
    for (const score of scores) {
      await page.keyboard.press(keyFor(score));
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(/\/results\/[A-Za-z0-9_-]{22,64}$/);
    const token = page.url().split('/').pop() as string;

    const saved = (await (await fetch(`${stack.gatewayUrl}/api/assessments/${token}`)).json()) as {
      wheel: { name: string; domains: { name: string; color: string; descriptor?: string }[] };
      results: { domain: string; current: number; desired: number; gap: number }[];
    };
    const [career, money] = DEFAULT_DOMAINS;
    expect(saved.wheel).toEqual({
      name: 'Three things that matter',
      domains: [
        { name: career!.name, color: career!.color, descriptor: career!.descriptor },
        { name: money!.name, color: money!.color, descriptor: money!.descriptor },
        { name: 'Music Practice', color: '#3366cc', descriptor: 'Playing the piano every day' },
      ],
    });
    expect(saved.results).toEqual([
      expect.objectContaining({ domain: career!.name, current: 3, desired: 9, gap: 6 }),
      expect.objectContaining({ domain: money!.name, current: 5, desired: 8, gap: 3 }),
      expect.objectContaining({ domain: 'Music Practice', current: 7, desired: 10, gap: 3 }),
    ]);
    // The "customize-used" step of the visitor's journey reached the observability service.
    const steps = await waitFor(
      async () => {
        const rows = await stack.db.query<{ step: string; step_data: Record<string, unknown> }>(
          "select step, step_data from observability.user_journeys where step = 'customize-used'",
        );
        return rows.length > 0 ? rows : null;
      },
      { what: 'the customize-used journey step' },
    );
    expect(steps[0]?.step_data).toMatchObject({ domains: 3, ownNames: 1 });
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows each rule of spec section 5 next to its field as the person types', async () => {
    const page = await openCustomize(360);
    const wheelName = page.getByLabel('Wheel name');
    await wheelName.fill('');
    expect(await messageOf(wheelName)).toBe(WHEEL_MESSAGES.wheelNameRequired);
    await wheelName.fill('w'.repeat(51));
    expect(await messageOf(wheelName)).toBe(WHEEL_MESSAGES.wheelNameTooLong);
    await wheelName.fill('w'.repeat(50));
    expect(await messageOf(wheelName)).toBeNull();
    expect(await wheelName.getAttribute('aria-invalid')).toBeNull();

    const name = area(page, 1).getByLabel('Domain Name');
    await name.fill('');
    expect(await messageOf(name)).toBe(WHEEL_MESSAGES.domainNameRequired);
    await name.pressSequentially('x'.repeat(31));
    expect(await messageOf(name)).toBe(WHEEL_MESSAGES.domainNameTooLong);
    await name.press('Backspace');
    expect(await messageOf(name)).toBeNull();

    const hex = area(page, 1).getByLabel('Colour code');
    const picker = area(page, 1).getByLabel('Colour', { exact: true });
    await hex.fill('');
    await hex.pressSequentially('#12');
    expect(await messageOf(hex)).toBe(WHEEL_MESSAGES.invalidColor);
    expect(await picker.inputValue()).toBe(DEFAULT_DOMAINS[0]!.color);
    await hex.pressSequentially('ab9F');
    expect(await messageOf(hex)).toBeNull();
    expect(await picker.inputValue()).toBe('#12ab9f');
    await picker.fill('#00ff00');
    expect(await hex.inputValue()).toBe('#00ff00');

    const second = area(page, 2).getByLabel('Domain Name');
    await second.fill('x'.repeat(30));
    expect(await messageOf(second)).toBe(WHEEL_MESSAGES.duplicateDomainName);
    await second.fill('Money');

    // The 12 defaults: Add Domain is disabled, and the rule is the visible reason.
    const add = page.getByRole('button', { name: 'Add Domain' });
    expect(await add.isDisabled()).toBe(true);
    const reason = await add.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(reason).toBe(WHEEL_MESSAGES.tooManyDomains);
    expect(await page.getByText(WHEEL_MESSAGES.tooManyDomains, { exact: true }).isVisible()).toBe(true);

    // A new area: its empty name waits until touched, then says what is missing.
    await area(page, 12)
      .getByRole('button', { name: /^Remove Domain/ })
      .click();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    const added = area(page, 12).getByLabel('Domain Name');
    await expect.poll(() => added.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await added.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Start Custom Assessment' }).click();
    expect(page.url()).toMatch(/\/customize$/);
    expect(await messageOf(added)).toBe(WHEEL_MESSAGES.domainNameRequired);
    await expect.poll(() => added.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('Fix the marked field before you start.').isVisible()).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows the count rules next to the list when a stored wheel breaks them, and the service gives the same messages', async () => {
    const page = await openCustomize();
    const listMessage = () => page.locator('.customize__domains > .field__message--error').textContent();
    const seed = (count: number) =>
      page.evaluate(
        ([key, n]) => {
          const domains = Array.from({ length: n as number }, (_, index) => ({
            key: `k${index}`,
            defaultId: null,
            name: `Area ${index}`,
            color: '#123456',
            pickerColor: '#123456',
            descriptor: '',
          }));
          window.localStorage.setItem(key as string, JSON.stringify({ name: 'Mine', domains }));
        },
        [DRAFT_KEY, count],
      );
    await seed(2);
    await page.reload();
    await page.getByText('Welcome back: we kept the changes you made to your wheel.').waitFor();
    expect(await listMessage()).toBe(WHEEL_MESSAGES.tooFewDomains);
    await seed(13);
    await page.reload();
    await page.getByText('Welcome back: we kept the changes you made to your wheel.').waitFor();
    expect(await listMessage()).toBe(WHEEL_MESSAGES.tooManyDomains);
    await page.getByRole('button', { name: 'Start Custom Assessment' }).click();
    expect(page.url()).toMatch(/\/customize$/);
    await area(page, 13)
      .getByRole('button', { name: /^Remove Domain/ })
      .click();
    expect(await page.locator('.customize__domains > .field__message--error').count()).toBe(0);

    // The same wheel errors in the page and from the service (one implementation in libs/wheel).
    await page.getByLabel('Wheel name').fill('');
    await area(page, 1).getByLabel('Domain Name').fill('y'.repeat(31));
    await area(page, 2).getByLabel('Colour code').fill('#12');
    const shown = (await page.locator('.field .field__message--error').allTextContents()).filter(Boolean);
    const wheel = defaultWheel();
    wheel.name = '';
    wheel.domains[0]!.name = 'y'.repeat(31);
    wheel.domains[1]!.color = '#12';
    const response = await fetch(`${stack.gatewayUrl}/api/assessments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: stack.gatewayUrl, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ wheel, responses: [] }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: { errors: { message: string; messageKey: string }[] } };
    expect(body.details.errors.map((error) => error.message).sort()).toEqual([...shown].sort());
    // The keys the web app translates by are the rules' own.
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.errors.map((error) => error.messageKey).sort()).toEqual(['domainNameTooLong', 'invalidColor', 'wheelNameRequired']);
    expect(shown.sort()).toEqual([WHEEL_MESSAGES.wheelNameRequired, WHEEL_MESSAGES.domainNameTooLong, WHEEL_MESSAGES.invalidColor].sort());
  });

  it('keeps edits across a reload, and asks before Reset to Default throws them away', async () => {
    const page = await openCustomize();
    await area(page, 5).getByLabel('Domain Name').fill('Kids');
    await area(page, 7)
      .getByRole('button', { name: /^Remove Domain/ })
      .click();
    await page.reload();
    await page.getByText('Welcome back: we kept the changes you made to your wheel.').waitFor();
    expect(await area(page, 5).getByLabel('Domain Name').inputValue()).toBe('Kids');
    expect(await page.getByRole('group', { name: /^Area \d+$/ }).count()).toBe(11);

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset to the 12 default areas?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my changes' }).click();
    // The native dialog is closed by an effect, which Preact runs after the next paint.
    await dialog.waitFor({ state: 'hidden' });
    expect(await area(page, 5).getByLabel('Domain Name').inputValue()).toBe('Kids');

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await dialog.getByRole('button', { name: 'Reset to Default' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('group', { name: /^Area \d+$/ }).count()).toBe(12);
    expect(await page.getByLabel('Domain Name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
      DEFAULT_DOMAINS.map((domain) => domain.name),
    );
    // Nothing changed now: Reset no longer asks.
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });
});

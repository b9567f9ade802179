import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TestStack, hasHorizontalScroll, launchChromium, seriousAccessibilityViolations, watchPage, waitFor } from '@lifewheel/testing';

const DOMAINS = DEFAULT_DOMAINS.length;
const currentFor = (index: number) => (index % 10) + 1;
const desiredFor = (index: number) => ((index + 4) % 10) + 1;
const keyFor = (score: number) => (score === 10 ? '0' : String(score));

/**
 * The pre-rendered question shows before the app has hydrated, and a key pressed before then has
 * no listener yet; wait until the scripts have loaded and the network is quiet.
 */
const HYDRATED = { waitUntil: 'networkidle' } as const;

async function answerByKeyboard(page: Page, scores: number[]) {
  for (const score of scores) {
    await page.keyboard.press(keyFor(score));
    await page.keyboard.press('Enter');
  }
}

describe('the free assessment in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    // Billing: the home page's premium card shows the price it charges (issue 25).
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'billing', 'observability'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('is taken by keyboard only and saves exactly the numbers entered', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    const problems = watchPage(page);
    await page.goto(`${stack.gatewayUrl}/assessment`, HYDRATED);
    await page.getByText(`Question 1 of ${DOMAINS * 2}`).waitFor();
    expect(problems.hydration).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const current = DEFAULT_DOMAINS.map((_, index) => currentFor(index));
    const desired = DEFAULT_DOMAINS.map((_, index) => desiredFor(index));
    await answerByKeyboard(page, current);
    await page.getByText(`Question ${DOMAINS + 1} of ${DOMAINS * 2}`).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toContain('want to be');
    await answerByKeyboard(page, desired);

    await page.waitForURL(/\/results\/[A-Za-z0-9_-]{32}$/);
    const token = page.url().split('/').pop() as string;
    const saved = (await (await fetch(`${stack.gatewayUrl}/api/assessments/${token}`)).json()) as {
      results: { domain: string; current: number; desired: number; gap: number }[];
    };
    expect(saved.results).toEqual(
      DEFAULT_DOMAINS.map((domain, index) =>
        expect.objectContaining({ domain: domain.name, current: current[index], desired: desired[index], gap: desired[index]! - current[index]! }),
      ),
    );
    expect(problems.errors).toEqual([]);
    const steps = await waitFor(
      async () => {
        const rows = await stack.db.query<{ step: string }>(
          "select step from observability.user_journeys where journey_type = 'assessment' order by created_at",
        );
        const found = rows.map((row) => row.step);
        return found.includes('desired-half-completed') && found.includes('saved') ? found : undefined;
      },
      { what: 'the journey steps' },
    );
    expect(steps).toEqual(expect.arrayContaining(['assessment-started', 'current-half-completed', 'desired-half-completed', 'saved']));
    // Saved answers are no longer kept for a reload.
    expect(await page.evaluate(() => window.localStorage.getItem('lifewheel.assessmentProgress.v1'))).toBeNull();
  });

  it('uses a real radio group with labels, and arrows change the choice', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/assessment`, HYDRATED);
    const options = page.getByRole('radio');
    expect(await options.count()).toBe(10);
    await page.getByRole('radio', { name: '1 – Very Dissatisfied' }).check();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '3', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '10 – Very Satisfied' }).count()).toBe(1);
  });

  it('goes back with Previous and takes back answers with Undo', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/assessment`, HYDRATED);
    await page.getByText('Question 1 of').waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.keyboard.press('4');
    await next.click();
    await page.keyboard.press('7');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Question 1 of').waitFor();
    expect(await page.getByRole('radio', { name: '4', exact: true }).isChecked()).toBe(true);

    await page.keyboard.press('9');
    expect(await page.getByRole('radio', { name: '9', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.getByRole('radio', { name: '4', exact: true }).isChecked()).toBe(true);
    // Undo again takes back the answer to question 2 and shows that question.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Question 2 of').waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('keeps the answers through a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/assessment`, HYDRATED);
    await page.getByText('Question 1 of').waitFor();
    await answerByKeyboard(page, [2, 3, 5]);
    await page.getByText('Question 4 of').waitFor();
    await page.reload(HYDRATED);
    await page.getByText('Question 4 of').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByRole('radio', { name: '5', exact: true }).isChecked()).toBe(true);
  });

  it('shows the error toast when saving fails, keeps the answers, and a retry creates one assessment', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/assessment`, HYDRATED);
    await page.getByText('Question 1 of').waitFor();
    const scores = Array.from({ length: DOMAINS * 2 - 1 }, (_, index) => (index % 10) + 1);
    await answerByKeyboard(page, scores);
    await page.keyboard.press('8');

    const count = async () => Number((await stack.db.query<{ count: string }>('select count(*) from assessments.assessments'))[0]?.count);
    const before = await count();
    const assessments = stack.one('assessments');
    await assessments.stop();
    await page.getByRole('button', { name: 'View Results' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to save assessment. Please try again.' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.textContent()).toContain('Error');
    expect(page.url()).toMatch(/\/assessment$/);
    expect(await page.getByRole('radio', { name: '8', exact: true }).isChecked()).toBe(true);

    await assessments.start();
    await page.getByRole('button', { name: 'View Results' }).click();
    await page.waitForURL(/\/results\//, { timeout: 15_000 });
    // The first attempt timed out at the gateway and was dropped; the retry (same key) made one,
    // and pressing again reaches the same key's answer, not a second assessment.
    await waitFor(async () => (await count()) === before + 1, { what: 'the saved assessment' });
    const keys = await stack.db.query('select 1 from assessments.idempotency_keys');
    expect(keys.length).toBeGreaterThan(0);
    expect(await count()).toBe(before + 1);
  });

  it('has no serious accessibility problems on the home page and the assessment', async () => {
    const page = await (await browser.newContext()).newPage();
    for (const path of ['/', '/assessment', '/no-such-page']) {
      await page.goto(`${stack.gatewayUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
  });

  it('serves pre-rendered pages that hydrate without errors, and a 404 for unknown paths', async () => {
    for (const path of ['/', '/assessment', '/es', '/ar/assessment']) {
      const html = await (await fetch(`${stack.gatewayUrl}${path}`)).text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const page = await browser.newPage();
      const problems = watchPage(page);
      await page.goto(`${stack.gatewayUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(problems.hydration, path).toEqual([]);
      expect(problems.errors, path).toEqual([]);
      await page.close();
    }
    const missing = await fetch(`${stack.gatewayUrl}/xx/assessment`);
    expect(missing.status).toBe(404);
    const redirect = await fetch(`${stack.gatewayUrl}/en/assessment?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/assessment?x=1');
  });

  it('shows the not-found page with a way home for unknown paths and unsupported prefixes', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/xx/assessment`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'See your whole life at a glance' }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TestStack, launchChromium } from '@lifewheel/testing';

describe('walking skeleton in Chromium: the browser saves an assessment through every layer', () => {
  let stack: TestStack;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'observability'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('submits the scores a person typed and shows the token that brings them back', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stack.gatewayUrl);
    await page.getByRole('heading', { name: 'Your life wheel' }).waitFor();

    const first = DEFAULT_DOMAINS[0]!;
    const group = page.getByRole('group', { name: 'Career & Vocation' });
    await group.getByLabel('Now').fill('3');
    await group.getByLabel('Desired').fill('9');
    await page.getByRole('button', { name: 'Save assessment' }).click();

    const token = (await page.getByTestId('results-token').textContent()) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const saved = (await (await fetch(`${stack.gatewayUrl}/api/assessments/${token}`)).json()) as { results: { domain: string; current: number; desired: number; gap: number }[] };
    expect(saved.results.find((result) => result.domain === first.name)).toMatchObject({ current: 3, desired: 9, gap: 6 });
    expect(saved.results).toHaveLength(12);
    expect(errors).toEqual([]);
  });
});

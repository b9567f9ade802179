import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DISABLED_FEATURES, launchChromium } from './chromium.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const featuresOf = (commandLine: string) => [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] as string).split(','));

it("starts with Playwright's disabled features and ours: Chromium reads only the last list", async () => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = featuresOf(commandLine);
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const [playwrights, ...rest] = lists;
  const effective = rest.at(-1)!;
  expect(playwrights!.filter((feature) => !effective.includes(feature))).toEqual([]);
  expect(effective).toEqual(DISABLED_FEATURES);
  await page.close();
});

it('opens browser contexts without a renderer for the address bar popups', async () => {
  const renderers = () =>
    execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('--top-chrome-webui')).length;
  const before = renderers();
  const contexts = [];
  for (let round = 0; round < 3; round += 1) {
    const context = await browser.newContext();
    await (await context.newPage()).goto('about:blank');
    contexts.push(context);
  }
  expect(renderers()).toBe(before);
  await Promise.all(contexts.map((context) => context.close()));
});

import type { Page } from 'playwright-core';

/**
 * Resolves once the page has had two idle periods in a row. The app defers work until idle (the
 * user call, the language offer's bundle), and a callback queued during one idle period runs in
 * the next: by then the app's own idle callbacks and the renders they set off have run. The way
 * to check that something did *not* happen, without sleeping for a guessed time.
 */
export async function untilPageIdle(page: Page): Promise<void> {
  // A string expression: this library is compiled without the DOM's types.
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve())))');
}

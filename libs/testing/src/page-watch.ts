import type { Page } from 'playwright-core';

export interface PageProblems {
  /** Uncaught exceptions and console errors, except failed requests the test expects. */
  errors: string[];
  /** React's messages about server HTML it could not reuse. */
  hydration: string[];
}

/** Collects what went wrong in a page while a test drives it. */
export function watchPage(page: Page, { ignore = [] as RegExp[] } = {}): PageProblems {
  const problems: PageProblems = { errors: [], hydration: [] };
  const note = (text: string) => {
    if (/hydrat/i.test(text)) problems.hydration.push(text);
    if (!ignore.some((pattern) => pattern.test(text))) problems.errors.push(text);
  };
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A failed load says which address: the message itself names only the status.
    const where = message.location().url;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) note(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  return problems;
}

/** True when the page scrolls sideways at its current width (a mobile layout bug). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  // A string expression: this library is compiled without the DOM's types.
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth');
}

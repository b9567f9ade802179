import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with every flag that keeps it from reaching the network (this
 * machine has none, and nothing may leave it). Playwright gives each launch a fresh profile.
 * `extraArgs` adds flags (Lighthouse needs `--remote-debugging-port`).
 */
export function launchChromium({ extraArgs = [] as string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/** A page in a fresh context of its own: empty storage, and axe-core opens its helper pages through the context. */
export async function newContextPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

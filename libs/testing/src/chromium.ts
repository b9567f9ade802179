import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off (its chromiumSwitches, as of playwright-core 1.6x), and two more.
 * Chromium reads only the last `--disable-features`, so ours must repeat Playwright's: the test
 * beside this file fails when a Playwright upgrade adds one that is missing here.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Chromium 156 preloads the address bar's WebUI popups in a renderer of their own for every new
  // window, even headless: each browser context cost about 1.5 s of CPU, and on a 2-core machine the
  // browser tests and Lighthouse's timings with it.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

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
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...extraArgs,
    ],
  });
}

/** A page in a fresh context of its own: empty storage, and axe-core opens its helper pages through the context. */
export async function newContextPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

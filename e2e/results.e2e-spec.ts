import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { genericInsight as genericInsightEn, insights as insightsEn } from '@lifewheel/content/insights/en';
import { TestStack, launchChromium, postJson, seriousAccessibilityViolations, watchPage } from '@lifewheel/testing';
import { LANGUAGES, localizedPath } from '../web/src/i18n/languages.js';

// Known scores, one per default domain in wheel order: [current, desired]. The largest gaps are
// Career & Vocation (7), Community & Giving (6) and Emotional Well-Being (5); the bands of the
// current scores cover low, mid and high.
const SCORES: [number, number][] = [
  [2, 9],
  [6, 8],
  [9, 10],
  [4, 9],
  [8, 8],
  [5, 7],
  [7, 6],
  [3, 9],
  [10, 10],
  [6, 7],
  [5, 8],
  [1, 4],
];
const DEFAULT_BODY = {
  responses: DEFAULT_DOMAINS.map((domain, index) => ({ domain: domain.name, current: SCORES[index]![0], desired: SCORES[index]![1] })),
  language: 'en',
};
const LARGEST = ['Career & Vocation', 'Community & Giving', 'Emotional Well-Being'];

const CUSTOM_BODY = {
  wheel: {
    name: 'Side projects',
    domains: [
      { name: 'Music', color: '#ed6a56' },
      { name: 'Garden', color: '#a0c882' },
      { name: 'Woodwork', color: '#73cce4' },
    ],
  },
  responses: [
    { domain: 'Music', current: 3, desired: 8 },
    { domain: 'Garden', current: 6, desired: 7 },
    { domain: 'Woodwork', current: 9, desired: 9 },
  ],
  language: 'en',
};

const fill = (text: string, name: string) => text.split('{{domain}}').join(name);

describe('the results page in Chromium', () => {
  let stack: TestStack;
  let browser: Browser;
  let token: string;
  let customToken: string;
  let downloads: string;

  const save = async (body: unknown) => {
    const { status, json } = await postJson(`${stack.gatewayUrl}/api/assessments`, body);
    expect(status).toBe(201);
    return json['token'] as string;
  };

  /** Opens a results page and waits until the insights (a lazily loaded chunk) are there too. */
  const open = async (page: Page, path: string, insights: number) => {
    await page.goto(`${stack.gatewayUrl}${path}`);
    await page.locator('#detailed-scores').waitFor();
    await expect.poll(() => page.locator('details.insight').count()).toBe(insights);
  };

  /** Every row of the scores table: name cell (with its mark), current, desired, gap. */
  const tableRows = async (page: Page) => {
    const rows = page.getByRole('table', { name: /Current and desired satisfaction/ }).locator('tbody tr');
    const cells: string[][] = [];
    for (let index = 0; index < (await rows.count()); index += 1)
      cells.push((await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim()));
    return cells;
  };

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'observability'] });
    browser = await launchChromium();
    token = await save(DEFAULT_BODY);
    customToken = await save(CUSTOM_BODY);
    downloads = mkdtempSync(join(tmpdir(), 'lifewheel-results-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  it('shows exactly the posted scores and gaps, marks the largest gaps and draws a wedge per domain', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchPage(page);
    const journeys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/observability/journeys')) journeys.push(String((JSON.parse(request.postData() ?? '{}') as { step?: string }).step));
    });
    await open(page, `/results/${token}`, 12);

    const rows = await tableRows(page);
    expect(rows.map(([name, current, desired, gap]) => [name?.replace('Largest gap', ''), current, desired, gap])).toEqual(
      DEFAULT_DOMAINS.map((domain, index) => {
        const [current, desired] = SCORES[index]!;
        return [domain.name, String(current), String(desired), String(desired - current)];
      }),
    );
    // The table keeps wheel order; the marks go to the three largest gaps.
    expect(rows.filter(([name]) => name?.endsWith('Largest gap')).map(([name]) => name?.replace('Largest gap', ''))).toEqual(
      DEFAULT_DOMAINS.map((domain) => domain.name).filter((name) => LARGEST.includes(name)),
    );

    const chart = page.getByRole('img', { name: /Detailed Scores table/ });
    expect(await chart.locator('path[data-wedge="current"]').count()).toBe(12);
    expect(await chart.locator('path[data-wedge="desired"]').count()).toBe(12);
    // Wide enough for the names around the wheel.
    expect(await chart.locator('text').allTextContents()).toContain('Family');

    await page.getByText('Your average satisfaction today is 5.5 out of 10.').waitFor();
    await page.getByText('The average you are aiming for is 7.9 out of 10.').waitFor();
    expect(await page.getByRole('region', { name: 'Your largest gaps' }).getByRole('listitem').allTextContents()).toEqual([
      'Career & Vocation: 2 now, 9 wanted (gap of 7)',
      'Community & Giving: 3 now, 9 wanted (gap of 6)',
      'Emotional Well-Being: 4 now, 9 wanted (gap of 5)',
    ]);
    await page.getByRole('heading', { name: "What's Next" }).waitFor();
    expect(await page.getByRole('link', { name: 'Take Another Assessment' }).getAttribute('href')).toBe('/assessment');

    expect(journeys.filter((step) => step === 'results-viewed')).toHaveLength(1);
    expect(problems.errors).toEqual([]);
  });

  it('shows the insight of the current score band for each domain, largest gap first and open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, `/results/${token}`, 12);
    const cards = page.locator('details.insight');
    expect(await cards.first().getAttribute('data-domain')).toBe('Career & Vocation');
    expect(await cards.first().getAttribute('open')).not.toBeNull();
    expect(await cards.nth(1).getAttribute('open')).toBeNull();
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-domain')))).toEqual([
      'Career & Vocation',
      'Community & Giving',
      'Emotional Well-Being',
      'Personal Growth',
      'Spirituality',
      'Financial Well-Being',
      'Friends',
      'Physical Health',
      'Physical Environment',
      'Family',
      'Fun & Recreation',
      'Relationships & Love',
    ]);

    const expectations = [
      { name: 'Career & Vocation', id: 'career-vocation', band: 'low' },
      { name: 'Financial Well-Being', id: 'financial-wellbeing', band: 'mid' },
      { name: 'Physical Health', id: 'physical-health', band: 'high' },
    ] as const;
    for (const { name, id, band } of expectations) {
      const card = page.locator(`details.insight[data-domain="${name}"]`);
      if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
      const insight = insightsEn[id];
      await card.getByText(insight.bands[band].reflect, { exact: true }).waitFor();
      await card.getByText(insight.about, { exact: true }).waitFor();
      await card.getByText(insight.bands[band].coachingQuestion, { exact: true }).waitFor();
      expect(await card.getByRole('listitem').allTextContents()).toEqual(insight.bands[band].nextSteps);
      expect(await card.locator('.insight__sources').textContent()).toContain(insight.research.sources[0]);
      for (const heading of ['About This Domain', 'What Your Score Might Reflect', 'Research-Backed Insight', 'Suggested Next Steps', 'Coaching Question']) {
        await card.getByRole('heading', { name: heading }).waitFor();
      }
      const other = band === 'low' ? 'high' : 'low';
      expect(await card.getByText(insight.bands[other].reflect).count()).toBe(0);
    }
  });

  it('gives a custom wheel generic insights in its own domain names', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, `/results/${customToken}`, 3);
    await page.getByText('Custom wheel: Side projects').first().waitFor();
    expect((await tableRows(page)).map(([name, current, desired, gap]) => [name?.replace('Largest gap', ''), current, desired, gap])).toEqual([
      ['Music', '3', '8', '5'],
      ['Garden', '6', '7', '1'],
      ['Woodwork', '9', '9', '0'],
    ]);
    expect(
      await page
        .getByRole('img', { name: /Detailed Scores table/ })
        .locator('path[data-wedge="current"]')
        .count(),
    ).toBe(3);

    const expectations = [
      { name: 'Music', band: 'low' },
      { name: 'Garden', band: 'mid' },
      { name: 'Woodwork', band: 'high' },
    ] as const;
    for (const { name, band } of expectations) {
      const card = page.locator(`details.insight[data-domain="${name}"]`);
      if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
      await card.getByText(fill(genericInsightEn.bands[band].reflect, name), { exact: true }).waitFor();
      await card.getByText(fill(genericInsightEn.about, name), { exact: true }).waitFor();
      expect(await card.textContent()).not.toContain('{{');
    }
  });

  it('shows a clear not-found state for an unknown token, linking to the assessment in the page language', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.gatewayUrl}/results/${'x'.repeat(32)}`);
    await page.getByRole('heading', { level: 1, name: 'We could not find these results' }).waitFor();
    expect(await page.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe('/assessment');

    // Texts may be translated; the link must stay in Spanish either way.
    await page.goto(`${stack.gatewayUrl}/es/results/not-a-token`);
    await page.locator('.results-not-found h1').waitFor();
    expect(await page.locator('.results-not-found').getByRole('link').getAttribute('href')).toBe('/es/assessment');
  });

  it('offers another try when the results cannot be loaded', async () => {
    const page = await browser.newPage();
    let failures = 1;
    await page.route(`**/api/assessments/${token}`, (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
    await page.goto(`${stack.gatewayUrl}/results/${token}`);
    await page.getByRole('alert').filter({ hasText: 'We could not load your results.' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('details.insight').count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('shows the scores when the insight texts cannot be downloaded, and gets them on a retry', async () => {
    const context = await browser.newContext();
    let blocked = true;
    await context.route(/\/assets\/insights\.en-[^/]*\.js$/, (route) => (blocked ? route.abort('connectionreset') : route.continue()));
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/results/${token}`);
    const alert = page.getByRole('alert').filter({ hasText: 'The insights could not be loaded.' });
    await alert.waitFor();
    expect(await page.locator('#detailed-scores tbody tr').count()).toBe(12);
    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('details.insight').count()).toBe(12);
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it('keeps Take Another Assessment in the page language', async () => {
    const page = await browser.newPage();
    await open(page, `/es/results/${token}`, 12);
    expect(await page.locator('.results__again').getByRole('link').getAttribute('href')).toBe('/es/assessment');
  });

  it('leads its language menu to the same results: each link, and a link opened in a new tab', async () => {
    const page = await browser.newPage();
    await open(page, `/es/results/${token}`, 12);
    const menuLinks = page.locator('.language-switcher__menu a');
    expect(await menuLinks.count()).toBe(24);
    const hrefs = await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain(`/results/${token}`);
    expect(hrefs).toContain(`/ja/results/${token}`);
    expect(hrefs.every((href) => href?.endsWith(`/results/${token}`))).toBe(true);
    // What a new tab gets: the page itself, before any script, in that language.
    const newTab = await browser.newPage({ javaScriptEnabled: false });
    await newTab.goto(`${stack.gatewayUrl}/ja/results/${token}`);
    const before = await newTab.locator('.language-switcher__menu a[hreflang="fr"]').getAttribute('href');
    expect(before).toBe(`/fr/results/${token}`);
    await newTab.close();
    await page.close();
  });

  it('downloads a PNG of the wheel and a one-page PDF report made in the browser', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchPage(page);
    const journeys: { step?: string; stepData?: { format?: string } }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/observability/journeys')) journeys.push(JSON.parse(request.postData() ?? '{}') as (typeof journeys)[number]);
    });
    const jspdfRequests: string[] = [];
    page.on('request', (request) => /jspdf|html-to-image/i.test(request.url()) && jspdfRequests.push(request.url()));
    await open(page, `/results/${token}`, 12);
    const day = (await page.locator('.results__date').textContent()) ?? '';
    expect(day).toMatch(/^Taken on /);

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Wheel image (PNG)' }).click()]);
    expect(png.suggestedFilename()).toMatch(/^lifewheel-wheel-\d{4}-\d{2}-\d{2}\.png$/);
    const pngPath = join(downloads, 'wheel.png');
    await png.saveAs(pngPath);
    const pngBytes = readFileSync(pngPath);
    expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Decoded by the browser: a real image, at twice the wheel's size, with ink on it.
    const decoded = await page.evaluate<{ width: number; height: number; inked: number }>(`(${DECODE_PNG})(${JSON.stringify(pngBytes.toString('base64'))})`);
    expect(decoded.width).toBeGreaterThan(600);
    expect(decoded.height).toBeGreaterThan(600);
    expect(decoded.inked).toBeGreaterThan(0.05);

    // The PDF code arrives only when asked for.
    expect(jspdfRequests).toEqual([]);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'One-page report (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^lifewheel-results-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(jspdfRequests.length).toBeGreaterThan(0);
    const pdfPath = join(downloads, 'report.pdf');
    await pdf.saveAs(pdfPath);
    const pdfBytes = readFileSync(pdfPath);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)).toHaveLength(1);
    await page.getByText('Your download is ready.').waitFor();

    // Rasterised by poppler where it is installed: one page, and not blank.
    if (spawnSync('pdftoppm', ['-v']).status === 0) {
      const info = spawnSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
      if (info.status === 0) expect(info.stdout).toMatch(/^Pages:\s+1$/m);
      const out = join(downloads, 'page');
      expect(spawnSync('pdftoppm', ['-r', '40', '-singlefile', pdfPath, out]).status).toBe(0);
      expect(inkShareOfPpm(readFileSync(`${out}.ppm`))).toBeGreaterThan(0.03);
    }

    expect(journeys.filter((journey) => journey.step === 'downloaded').map((journey) => journey.stepData?.format)).toEqual(['png', 'pdf']);
    expect(problems.errors).toEqual([]);
  });

  it('says so in an error toast when the PDF cannot be made', async () => {
    const page = await browser.newPage();
    await page.route(/jspdf/, (route) => route.abort());
    await open(page, `/results/${token}`, 12);
    await page.getByRole('button', { name: 'One-page report (PDF)' }).click();
    await page.getByRole('alert').filter({ hasText: 'The download could not be created. Please try again.' }).waitFor();
    expect(await page.getByText('Your download is ready.').count()).toBe(0);
  });

  it('has no serious accessibility violations and no sideways scroll at 360 px, left to right and right to left', async () => {
    for (const path of [`/results/${token}`, `/ar/results/${token}`, `/results/${customToken}`]) {
      // axe opens a page of its own in the context, so the context is made explicitly.
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      await open(page, path, path.includes(customToken) ? 3 : 12);
      // Narrow: the wedges are numbered and the legend names them.
      await expect.poll(() => page.locator('.wheel-chart text').allTextContents()).not.toContain('Family');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      await context.close();
    }
  });

  it('paints its frame (heading, empty wheel, legend key, a status) from the HTML alone, in the page language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/ja/results/${token}`);
    expect(await page.locator('h1').textContent()).toBe('あなたのライフホイール');
    expect(await page.locator('.wheel-legend__rings').isVisible()).toBe(true);
    expect(await page.locator('.results-frame__wheel circle').count()).toBeGreaterThan(5);
    expect(await page.getByRole('status').textContent()).toMatch(/\S/);
    await context.close();
  });

  it('moves nothing on a phone when the results replace the frame, in every language and for a custom wheel', async () => {
    const longName = await save({ ...CUSTOM_BODY, wheel: { ...CUSTOM_BODY.wheel, name: 'A wheel with a name of fifty characters, at most!!' } });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    const boxes = () =>
      page.evaluate<string[]>(
        "['h1', '.wheel-chart', '.wheel-legend__key', '.wheel-legend__rings'].map((selector) => { const box = document.querySelector(selector).getBoundingClientRect(); return selector + ' ' + [box.x, box.y, box.width, box.height].map(Math.round).join(','); })",
      );
    const moved: string[] = [];
    const cases = [
      ...LANGUAGES.map((language) => localizedPath(language, `/results/${token}`)),
      `/results/${longName}`,
      localizedPath('ar', `/results/${longName}`),
    ];
    for (const path of cases) {
      let release = () => {};
      const answer = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const requested = new Promise<void>((resolve) => (asked = resolve));
      await page.route('**/api/assessments/*', async (route) => {
        asked();
        await answer;
        await route.continue();
      });
      await page.goto(`${stack.gatewayUrl}${path}`);
      await requested;
      await page.locator('.results--frame .wheel-legend__rings').waitFor();
      const frame = await boxes();
      release();
      await page.locator('#detailed-scores').waitFor();
      const results = await boxes();
      if (JSON.stringify(frame) !== JSON.stringify(results)) moved.push(`${path}: ${JSON.stringify(frame)} → ${JSON.stringify(results)}`);
      await page.unrouteAll();
    }
    expect(moved).toEqual([]);
    await context.close();
  });

  it('shows only a spinner in the frame where the wheel will carry the names, and keeps the heading in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let release = () => {};
    const answer = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/assessments/*', async (route) => {
      await answer;
      await route.continue();
    });
    await page.goto(`${stack.gatewayUrl}/results/${token}`);
    await page.getByRole('status').waitFor();
    expect(await page.locator('.results-frame__wheel').isVisible()).toBe(false);
    const heading = await page.locator('h1').boundingBox();
    release();
    await page.locator('#detailed-scores').waitFor();
    expect(await page.locator('h1').boundingBox()).toEqual(heading);
    // The names around the wheel: a wheel of a shape the frame could not know.
    await expect.poll(() => page.locator('.wheel-chart text').allTextContents()).toContain('Family');
    await page.close();
  });

  it('raises no error in the browser at any width (no ResizeObserver loop as the wheel takes its names)', async () => {
    const context = await browser.newContext();
    // Such an error reaches window.onerror only (not the console), and from there the ops error list.
    await context.addInitScript('window.__errors = []; window.addEventListener("error", (event) => window.__errors.push(event.message));');
    const raised: string[] = [];
    for (const width of [360, 800, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 720 });
      for (const path of [`/results/${token}`, `/ar/results/${customToken}`]) {
        await open(page, path, path.includes(customToken) ? 3 : 12);
        // Two frames after the last resize: when a deferred measurement would land.
        await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
        for (const message of await page.evaluate<string[]>('window.__errors')) raised.push(`${width} px ${path}: ${message}`);
      }
      await page.close();
    }
    expect(raised).toEqual([]);
    await context.close();
  });

  it('breaks names that are one long word, rather than widen the page on a 320 px phone', async () => {
    // The longest names a wheel may have: 30 characters per area, 50 for the wheel, no space in any.
    const names = ['W'.repeat(30), 'Ｗ'.repeat(30), 'ش'.repeat(30)];
    const longToken = await save({
      wheel: { name: 'M'.repeat(50), domains: names.map((name, index) => ({ name, color: ['#ed6a56', '#a0c882', '#73cce4'][index]! })) },
      responses: names.map((domain, index) => ({ domain, current: index + 2, desired: 10 })),
      language: 'en',
    });
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true });
    const page = await context.newPage();
    for (const path of [`/results/${longToken}`, `/ar/results/${longToken}`]) {
      await open(page, path, 3);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), path).toBeLessThanOrEqual(320);
    }
    await context.close();
  });

  it('shows the whole scores table on a 320 px phone in every language, the gap column included', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 700 }, isMobile: true });
    const page = await context.newPage();
    const scrolled: string[] = [];
    for (const language of LANGUAGES) {
      await open(page, localizedPath(language, `/results/${token}`), 12);
      // The table's own box scrolls sideways only as a fallback; here it must not need to.
      const hidden = await page.evaluate<number>(
        "(() => { const box = document.querySelector('.scores-table__scroll'); return box.scrollWidth - box.clientWidth; })()",
      );
      if (hidden > 0) scrolled.push(`${language}: ${hidden} px out of view`);
    }
    expect(scrolled).toEqual([]);
    await context.close();
  });
});

/** Run in the page (the test itself has no DOM): decodes a PNG and measures its size and ink. */
const DECODE_PNG = `async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let inked = 0;
  for (let offset = 0; offset < data.length; offset += 4) if (data[offset] < 200 || data[offset + 1] < 200 || data[offset + 2] < 200) inked += 1;
  return { width: bitmap.width, height: bitmap.height, inked: inked / (bitmap.width * bitmap.height) };
}`;

/** Share of non-white pixels in a binary PPM (P6) image, as pdftoppm writes it. */
function inkShareOfPpm(ppm: Buffer): number {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a P6 PPM image');
  const [, width, height] = header.map(Number) as [number, number, number];
  const pixels = ppm.subarray(header[0].length);
  let inked = 0;
  for (let offset = 0; offset + 2 < pixels.length; offset += 3) if (pixels[offset]! < 200 || pixels[offset + 1]! < 200 || pixels[offset + 2]! < 200) inked += 1;
  return inked / (width * height);
}

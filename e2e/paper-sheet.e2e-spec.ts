import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, localizedPath } from '@lifewheel/contracts';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TestStack, hasHorizontalScroll, launchChromium, newContextPage, seriousAccessibilityViolations, sessionFor, watchPage } from '@lifewheel/testing';
import { domains as domainsAr } from '../web/src/i18n/locales/ar/domains.js';
import { domains as domainsJa } from '../web/src/i18n/locales/ja/domains.js';
import { sheet as sheetAr } from '../web/src/i18n/locales/ar/sheet.js';
import { sheet as sheetEn } from '../web/src/i18n/locales/en/sheet.js';
import { sheet as sheetJa } from '../web/src/i18n/locales/ja/sheet.js';

// The texts each checked language prints, from its own locale files.
const LOCALES = {
  ja: { sheet: sheetJa, domains: domainsJa, dir: 'ltr' },
  ar: { sheet: sheetAr, domains: domainsAr, dir: 'rtl' },
} as const;

interface PrintedSheet {
  pages: number;
  /** The PDF's text as pdftotext reads it, folded (NFKC: Arabic presentation forms back to letters), without whitespace or bidi marks. */
  text: string;
  /** What a real QR decoder (zbarimg) reads off the page rasterised at 150 dpi. */
  qr: string;
}

/** Bidi marks poppler wraps right-to-left runs in, and whitespace: neither is part of what the sheet says. */
const squash = (text: string) => text.normalize('NFKC').replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');
/**
 * What poppler reads back for a printed text: it extracts an Arabic lam-alef ligature (لا, لأ, لى...)
 * with its two letters swapped, so the expected text is folded the same way (Latin and CJK are untouched).
 */
const asExtracted = (text: string) => squash(text).replace(/ل([اأإآى])/g, '$1ل');

/**
 * How far the printed sheet's content reaches past its box (which hides it, so that the sheet never
 * spills onto a second page) and how tall its wheel is, in CSS pixels. A string: e2e is compiled
 * without the DOM's types.
 */
const MEASURE = `(() => {
  const paper = document.querySelector('[data-testid="paper-sheet"]');
  return { overflow: paper.scrollHeight - paper.clientHeight, wheelHeight: paper.querySelector('svg.paper-wheel').getBoundingClientRect().height };
})()`;
/** 120 mm at CSS's 96 px to the inch: the wheel may give way to longer texts, but only so far. */
const MIN_WHEEL_HEIGHT_PX = (120 / 25.4) * 96;

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr}`);
  return result.stdout;
}

describe('the printable paper sheet in Chromium (issue 22)', () => {
  let stack: TestStack;
  let browser: Browser;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'lifewheel-sheet-'));
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Prints the page as Chromium would to `format` paper and reads the result back with poppler and zbar. */
  async function print(page: Page, format: 'A4' | 'Letter', name: string): Promise<PrintedSheet> {
    const pdf = join(folder, `${name}-${format}.pdf`);
    writeFileSync(pdf, await page.pdf({ format, printBackground: true }));
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(run('pdfinfo', [pdf]))?.[1]);
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', pdf, '-']));
    const image = join(folder, `${name}-${format}`);
    run('pdftoppm', ['-r', '150', '-png', '-singlefile', pdf, image]);
    const qr = run('zbarimg', ['--quiet', '--raw', `${image}.png`]).trim();
    return { pages, text, qr };
  }

  /** Opens a sheet and waits for its QR code, drawn once the page knows its own address. */
  async function openSheet(page: Page, path: string): Promise<void> {
    await page.goto(`${stack.gatewayUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="paper-sheet"] svg.qr-code').waitFor();
  }

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    'prints the standard wheel in %s on exactly one page of A4 and of Letter: its title, its areas, a QR code to the online wheel',
    async (language) => {
      const { sheet, domains, dir } = LOCALES[language];
      const page = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
      const problems = watchPage(page);
      await openSheet(page, `/${language}/sheet`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, dir]);
      expect(await page.getByRole('button', { name: sheet.screen.print }).isVisible()).toBe(true);
      const expectedUrl = `${stack.gatewayUrl}/${language}/assessment`;
      expect(await page.getByTestId('paper-sheet-url').textContent()).toBe(expectedUrl);

      for (const format of ['A4', 'Letter'] as const) {
        const printed = await print(page, format, `sheet-${language}`);
        expect(printed.pages, format).toBe(1);
        expect(printed.text, format).toContain(asExtracted(sheet.paper.title));
        for (const { id } of DEFAULT_DOMAINS) expect(printed.text, `${format}: ${id}`).toContain(asExtracted(domains[id].name));
        // Only the sheet is printed: not the screen's heading, Print button or the site's footer.
        expect(printed.text, format).not.toContain(asExtracted(sheet.screen.print));
        expect(printed.qr, format).toBe(expectedUrl);
      }
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      expect(problems.hydration).toEqual([]);
    },
  );

  it('fits on its page in all 24 languages: on paper, nothing of the sheet is cut off and the wheel stays large', async () => {
    const page = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.emulateMedia({ media: 'print' });
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto(`${stack.gatewayUrl}${localizedPath(language, '/sheet')}`, { waitUntil: 'load' });
      await page.locator('[data-testid="paper-sheet"] svg.qr-code').waitFor();
      const { overflow, wheelHeight } = await page.evaluate<{ overflow: number; wheelHeight: number }>(MEASURE);
      if (overflow > 0) problems.push(`${language}: ${overflow}px cut off`);
      if (wheelHeight < MIN_WHEEL_HEIGHT_PX) problems.push(`${language}: the wheel shrank to ${wheelHeight}px`);
    }
    expect(problems).toEqual([]);
    // The measure does see a cut: far longer instructions push the sheet past its box.
    await page.evaluate("(() => { const text = document.querySelector('.paper-sheet__instructions'); text.textContent = text.textContent.repeat(40); })()");
    expect((await page.evaluate<{ overflow: number }>(MEASURE)).overflow).toBeGreaterThan(0);
  });

  it('is a public page in every language: pre-rendered with its text, canonical to itself, every hreflang, in the sitemap', async () => {
    const html = await (await fetch(`${stack.gatewayUrl}/ar/sheet`)).text();
    // Canonical links carry PUBLIC_URL, which the test stack sets to localhost.
    const publicUrl = `http://localhost:${new URL(stack.gatewayUrl).port}`;
    expect(html).toContain(`<title>${sheetAr.meta.title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/ar/sheet" />`);
    expect(html.match(/<link rel="alternate" hreflang="[^"]+"/g)).toHaveLength(25);
    expect(html).toContain(sheetAr.paper.title);
    expect(html).not.toContain('noindex');
    const sitemap = await (await fetch(`${stack.gatewayUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${publicUrl}/ja/sheet</loc>`);

    // A phone shows the preview without sideways scrolling.
    const phone = await newContextPage(browser, { viewport: { width: 360, height: 780 } });
    await openSheet(phone, '/sheet');
    expect(await phone.getByRole('heading', { level: 1, name: sheetEn.meta.title }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(phone)).toBe(false);
  });

  it('prints a session’s sheets from the facilitator’s screen: its custom wheel, its code, a QR code to its join page; never indexed', async () => {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    const cookie = await sessionFor(stack.db, userId);
    const page = await newContextPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([{ name: 'lw_session', value: cookie, url: stack.gatewayUrl }]);
    const problems = watchPage(page);
    await page.goto(`${stack.gatewayUrl}/workshop`, { waitUntil: 'networkidle' });
    const areas = ['Sleep', 'Music', 'Garden', 'Team spirit'];
    const wheel = { name: 'Studio', domains: areas.map((name, index) => ({ name, color: ['#ed6a56', '#4a90d9', '#5cb85c', '#f0ad4e'][index] })) };
    const created = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/workshops', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        return (await response.json()) as { id: string; code: string };
      },
      { name: 'Offsite <b>2026</b>', language: 'en', wheel },
    );

    await page.goto(`${stack.gatewayUrl}/workshop/${created.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Print paper sheets' }).click();
    await page.waitForURL(`${stack.gatewayUrl}/workshop/${created.id}/sheet`);
    await page.locator('[data-testid="paper-sheet"] svg.qr-code').waitFor();
    const letter = await print(page, 'Letter', 'session-en');
    expect(letter.pages).toBe(1);
    expect(letter.qr).toBe(`${stack.gatewayUrl}/join/${created.code}`);
    for (const area of areas) expect(letter.text).toContain(squash(area));
    expect(letter.text).toContain(squash(created.code));
    // The session's name is text, never markup.
    expect(letter.text).toContain(squash('Offsite <b>2026</b>'));

    // The same session on Japanese paper: the QR code leads to the Japanese join page.
    await openSheet(page, `/ja/workshop/${created.id}/sheet`);
    const japanese = await print(page, 'A4', 'session-ja');
    expect(japanese.pages).toBe(1);
    expect(japanese.qr).toBe(`${stack.gatewayUrl}/ja/join/${created.code}`);
    expect(japanese.text).toContain(asExtracted(sheetJa.paper.title));
    expect(problems.errors).toEqual([]);

    // Only its facilitator can load it: the page is the browser-rendered shell, which search engines are told to skip.
    const shell = await fetch(`${stack.gatewayUrl}/ja/workshop/${created.id}/sheet`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<meta name="robots" content="noindex" />');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { TestStack, defaultAssessmentBody, launchChromium, postJson } from '@lifewheel/testing';

/**
 * The gateway's Content-Security-Policy allows styles only from this site plus inline style
 * attributes (issue 24). This proves the built app needs nothing more: its pages render with no
 * violation reported, and the pre-rendered `style="--chip-color:..."` attributes apply.
 */
describe('the built app under the Content-Security-Policy', () => {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments'] });
    browser = await launchChromium();
    context = await browser.newContext();
    // Recorded from the first script on: the page's own code cannot hide a violation.
    await context.addInitScript(`
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
      });
    `);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
  });

  async function violationsOn(path: string): Promise<string[]> {
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => /Content Security Policy/i.test(message.text()) && console.push(message.text()));
    const response = await page.goto(`${stack.gatewayUrl}${path}`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    const reported = await page.evaluate<string[]>('window.__cspViolations');
    await page.close();
    return [...reported, ...console];
  }

  it('renders the home page with its domain colours from style attributes, and no violation', async () => {
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
    const chipColour = await page.evaluate<string>(`getComputedStyle(document.querySelector('.domain-chip')).getPropertyValue('--chip-color').trim()`);
    expect(chipColour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(await page.evaluate<string[]>('window.__cspViolations')).toEqual([]);
    await page.close();
  });

  it('renders the assessment, a domain page, a prefixed page and a results page with no violation', async () => {
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status).toBe(201);
    for (const path of ['/assessment', '/career-vocation', '/coaching-tools', '/es', `/results/${String(saved.json['token'])}`]) {
      expect(await violationsOn(path), path).toEqual([]);
    }
  });
});

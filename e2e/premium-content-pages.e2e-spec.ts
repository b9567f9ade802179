import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type PremiumDeepDivesDomain, type PremiumPlansDomain, type PremiumToolsDomain, type PremiumToolsPreview } from '@lifewheel/contracts';
import { premiumCoachingTool, premiumCoachingTools } from '@lifewheel/content/premium';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { hasHorizontalScroll, seriousAccessibilityViolations, watchPage } from '@lifewheel/testing';
import { PremiumBrowserStack } from './support/premium-browser-stack.js';
import { hasPremiumContent } from '../web/src/features/premium/premium-content-languages.js';
import { bundle as japanese } from '../web/src/i18n/locales/ja/index.js';
import { premiumContent as japanesePremium } from '../web/src/i18n/locales/ja/premium-content.js';

const FAMILY = DEFAULT_DOMAINS.find((domain) => domain.id === 'family')!.name;

describe('the premium content pages in Chromium', () => {
  const premium = new PremiumBrowserStack();
  let url: string;

  beforeAll(async () => {
    await premium.start();
    ({ url } = premium);
  });
  afterAll(() => premium.stop());

  const newPage = () => premium.newPage();
  const logIn = (page: Page, email: string) => premium.logIn(page, email);
  const grantPremium = (email: string) => premium.grantPremium(email);

  const getJson = async <T>(page: Page, path: string): Promise<T> => {
    const response = await page.request.get(`${url}${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };

  it('shows a visitor and a free account the preview and the way in, never a step; noindex; right to left in Arabic', async () => {
    const page = await newPage();
    // The content's 401 and 403 are the expected answers, and the unknown section and domain
    // below are 404s.
    const problems = watchPage(page, { ignore: [/401/, /403/, /404/] });
    const path = '/premium/content/tools/family';
    // A real page for everyone, not a 404: the gateway serves it as the app shell.
    expect((await page.goto(`${url}${path}`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: FAMILY }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'A look inside' }).waitFor();
    const preview = await getJson<PremiumToolsPreview>(page, '/api/premium/preview/tools/family');
    const first = preview.domains[0]!.tools[0]!;
    await page.getByText(first.title, { exact: true }).waitFor();
    await page.getByText(first.purpose!, { exact: true }).waitFor();
    // The steps are the paid part: none of the domain's tools shows one.
    const body = await page.locator('main').innerText();
    for (const tool of premiumCoachingTools.filter((candidate) => candidate.domains.includes('family'))) expect(body).not.toContain(tool.steps[0]);

    const login = page.getByRole('link', { name: 'Log in', exact: true });
    expect(await login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(path)}`);
    expect(await page.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe('/premium/enrollment');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // An unknown section or domain is the not-found page, not a preview.
    await page.goto(`${url}/premium/content/secrets`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto(`${url}/premium/content/plans/astrology`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    // In Arabic: right to left, the way in stays in Arabic, the English content is marked so.
    await page.goto(`${url}/ar/premium/content/plans`);
    await page.locator('.premium-domains__item').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('.premium-gate a').first().getAttribute('href')).toBe(`/ar/login?next=${encodeURIComponent('/ar/premium/content/plans')}`);
    // Where the paid texts are not yet written in Arabic, they come in English and are marked so.
    expect((await page.locator('.premium-domains__item p[lang="en"]').count()) > 0).toBe(!hasPremiumContent('ar'));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A free account: the same page, saying Premium is not on the account yet.
    const free = await newPage();
    await logIn(free, `free.${Date.now()}@example.com`);
    await free.goto(`${url}/premium/content/deep-dives`);
    await free.getByText('Your account does not include Premium yet.', { exact: false }).waitFor();
    await free.getByRole('heading', { level: 2, name: 'A look inside' }).waitFor();
    expect(await free.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    expect(await free.getByRole('link', { name: 'Get Premium' }).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('lets a premium person read a tool, mark it done, keep notes across reloads, and read a deep dive and a plan', async () => {
    const email = `premium.${Date.now()}@example.com`;
    await grantPremium(email);
    const page = await newPage();
    // The empty note below is refused with a 400, which the browser logs.
    const problems = watchPage(page, { ignore: [/400/] });
    await logIn(page, email);

    await page.goto(`${url}/premium/dashboard`);
    await page.getByRole('link', { name: 'Self-coaching tools' }).first().click();
    await page.waitForURL(`${url}/premium/content/tools`);
    await page.getByRole('link', { name: FAMILY }).click();
    await page.waitForURL(`${url}/premium/content/tools/family`);

    const content = await getJson<PremiumToolsDomain>(page, '/api/premium/content/tools/family');
    const tool = content.tools[0]!;
    const article = page.locator(`#tool-${tool.id}`);
    await article.getByRole('heading', { level: 2, name: tool.title }).waitFor();
    expect(await article.locator('.premium-tool__steps li').allInnerTexts()).toEqual(tool.steps);
    await article.getByText(tool.prompts[0]!, { exact: true }).waitFor();
    await article.getByText(tool.method.source, { exact: false }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const done = article.getByRole('checkbox', { name: 'Done' });
    expect(await done.isChecked()).toBe(false);
    await done.check();
    await article.getByRole('status').filter({ hasText: 'Marked as done.' }).waitFor();

    const notes = article.locator('.premium-notes');
    await notes.getByLabel('New note').fill('First thought <b>not bold</b>');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText('Note saved.').waitFor({ state: 'attached' });
    await notes.locator('.premium-note__body', { hasText: 'First thought <b>not bold</b>' }).waitFor();
    // Focus stays in the field for the next note.
    expect(await notes.getByLabel('New note').evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    await article.locator('.premium-note__body', { hasText: 'First thought <b>not bold</b>' }).waitFor();
    expect(await article.getByRole('checkbox', { name: 'Done' }).isChecked()).toBe(true);
    await article.getByText('Done on', { exact: false }).waitFor();

    await notes.getByRole('button', { name: 'Edit', exact: true }).click();
    const editField = notes.getByLabel('Edit note');
    expect(await editField.evaluate((element) => element === document.activeElement)).toBe(true);
    await editField.fill('Second thought');
    await notes.getByRole('button', { name: 'Save changes' }).click();
    await notes.locator('.premium-note__body', { hasText: 'Second thought' }).waitFor();
    await page.reload();
    await notes.locator('.premium-note__body', { hasText: 'Second thought' }).waitFor();
    expect(await notes.locator('.premium-note').count()).toBe(1);

    // Deleting asks first; cancelling keeps the note.
    await notes.getByRole('button', { name: 'Delete' }).click();
    await notes.getByText('Delete this note? This cannot be undone.').waitFor();
    await notes.getByRole('button', { name: 'Cancel' }).click();
    expect(await notes.locator('.premium-note').count()).toBe(1);
    await notes.getByRole('button', { name: 'Delete' }).click();
    await notes.getByRole('button', { name: 'Yes, delete' }).click();
    await notes.getByText('No notes yet.').waitFor();
    await page.reload();
    await notes.getByText('No notes yet.').waitFor();

    // An empty note is refused with the server's reason, in the page's words.
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByRole('alert').filter({ hasText: 'Please write your note first.' }).waitFor();

    const deepDive = await getJson<PremiumDeepDivesDomain>(page, '/api/premium/content/deep-dives/family');
    await page.goto(`${url}/premium/content/deep-dives/family`);
    await page.getByRole('heading', { level: 2, name: 'What the research says' }).waitFor();
    await page.getByText(deepDive.research[0]!.finding, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 3, name: deepDive.exercises[2]!.title }).waitFor();
    expect(await page.locator('.premium-reading li').count()).toBe(deepDive.furtherReading.length);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const plan = await getJson<PremiumPlansDomain>(page, '/api/premium/content/plans/family');
    await page.goto(`${url}/premium/content/plans/family`);
    await page.getByText('Week 4', { exact: true }).waitFor();
    expect(await page.locator('.premium-plan__week').count()).toBe(4);
    const linked = plan.weeks.flatMap((week) => week.actions).find((action) => action.tool)!.tool!;
    await page.getByRole('link', { name: linked.title }).first().click();
    await page.waitForURL(`${url}/premium/content/tools/family#tool-${linked.id}`);
    await page.locator(`#tool-${linked.id}`).getByRole('heading', { level: 2, name: linked.title }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    // The same pages in Arabic: right to left, in Arabic where the paid texts are written in it,
    // else in English marked lang="en".
    await page.goto(`${url}/ar/premium/content/tools/family`);
    await page.locator(`#tool-${tool.id}`).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const arabic = premiumCoachingTool(tool.id, 'ar')!;
    expect(await page.locator(`#tool-${tool.id} h2`).textContent()).toBe(arabic.title);
    expect(await page.locator(`#tool-${tool.id} h2`).getAttribute('lang')).toBe(hasPremiumContent('ar') ? null : 'en');
    expect(await page.getByText(arabic.steps[0]!, { exact: true }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  it('serves a section page pre-rendered, with an island for the answer: no app, no refused request, and the app past it', async () => {
    // Before any script runs: the section's title, the sections' links and the top bar, in Japanese, noindex.
    const html = await (await fetch(`${url}/ja/premium/content/tools`)).text();
    expect(html).toContain(`<h1>${japanesePremium.sections.tools.title}</h1>`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('href="/ja/premium/content/plans"');
    expect(html).not.toMatch(/<link rel="canonical"/);

    const visitor = await newPage();
    const problems = watchPage(visitor);
    const requests: string[] = [];
    visitor.on('request', (request) => requests.push(request.url()));
    await visitor.goto(`${url}/ja/premium/content/tools`);
    await visitor.locator('.premium-gate').waitFor();
    await visitor.locator('.premium-preview .premium-domains__item').first().waitFor();
    expect(await visitor.locator('.premium-preview .premium-domains__item').count()).toBe(12);
    expect(await visitor.locator('.premium-gate a').first().getAttribute('href')).toBe(`/ja/login?next=${encodeURIComponent('/ja/premium/content/tools')}`);
    expect(await visitor.getByRole('link', { name: japanese.domains.family.name }).getAttribute('href')).toBe('/ja/premium/content/tools/family');
    // Every text of the island is in Japanese, none a key the island's texts lack.
    expect(await visitor.locator('main').innerText()).not.toMatch(/\b(premiumContent|coachingTools|domains|common|results)\.[a-zA-Z]/);
    // A visitor's browser never asks for the section only to be refused: the console stays clean.
    expect(requests.filter((address) => address.includes('/api/premium/content/'))).toEqual([]);
    expect(requests.filter((address) => /entry-client|framework/.test(address))).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);

    // A premium person gets the 12 areas; a domain is the app's page, and going back returns here.
    const email = `island.${Date.now()}@example.com`;
    await grantPremium(email);
    const reader = await newPage();
    await logIn(reader, email);
    await reader.goto(`${url}/ja/premium/content/tools`);
    await reader.locator('.premium-domains__item').first().waitFor();
    expect(await reader.locator('.premium-domains__item').count()).toBe(12);
    expect(await reader.locator('.premium-gate').count()).toBe(0);
    await reader.locator('[data-account="premium"]').first().waitFor();
    await reader.getByRole('link', { name: japanese.domains.family.name }).click();
    await reader.waitForURL(`${url}/ja/premium/content/tools/family`);
    await reader.locator('.premium-tool').first().waitFor();
    await reader.goBack();
    await reader.waitForURL(`${url}/ja/premium/content/tools`);
    await reader.locator('.premium-domains__item').first().waitFor();
    expect(await hasHorizontalScroll(reader)).toBe(false);
  });
});

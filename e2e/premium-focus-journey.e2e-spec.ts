import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import type { FocusOverview, FocusSuggestions } from '@lifewheel/contracts';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { hasHorizontalScroll, mailPart, seriousAccessibilityViolations, waitFor, watchPage } from '@lifewheel/testing';
import { loginLinkFromEmail } from './support/log-in.js';
import { PremiumBrowserStack } from './support/premium-browser-stack.js';

// A reminder "day" of a few hundred milliseconds: the day-7 email arrives within seconds of the start.
const REMINDER_DAY_MS = 200;

/** Family far from where it should be (2 of 9), every other area close (6 of 8): Family is the biggest gap. */
const assessment = (family: number, others: number) => ({
  responses: DEFAULT_DOMAINS.map((domain) => ({
    domain: domain.name,
    current: domain.id === 'family' ? family : others,
    desired: domain.id === 'family' ? 9 : 8,
  })),
  language: 'en',
});

describe('the premium loop in Chromium: a tool, a comparison, a 30-day focus, the emailed re-rate, then the data and goodbye', () => {
  const premium = new PremiumBrowserStack();
  let url: string;

  beforeAll(async () => {
    await premium.start({ env: { FOCUS_REMINDER_DAY_MS: String(REMINDER_DAY_MS) }, billing: true });
    ({ url } = premium);
  });
  afterAll(() => premium.stop());

  async function saveWhileLoggedIn(page: Page, body: object): Promise<string> {
    const answer = await page.evaluate(async (json) => {
      const response = await fetch('/api/assessments', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as { token?: string } };
    }, JSON.stringify(body));
    expect(answer.status).toBe(201);
    return answer.body.token!;
  }

  const getJson = async <T>(page: Page, path: string): Promise<T> => {
    const response = await page.request.get(`${url}${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };

  async function downloaded(page: Page, button: string): Promise<string> {
    const [download] = (await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])) as [Download, void];
    return readFile(await download.path(), 'utf8');
  }

  it('walks the whole loop as a premium person would', async () => {
    const email = `loop.${Date.now()}@example.com`;
    await premium.grantPremium(email);
    const page = await premium.newPage();
    // The second start below answers 409, which the browser logs.
    const problems = watchPage(page, { ignore: [/409/] });
    await premium.logIn(page, email);
    await saveWhileLoggedIn(page, assessment(4, 6));
    const latest = await saveWhileLoggedIn(page, assessment(2, 6));

    // The results page of a premium person: tools for the biggest gaps, Family first.
    await page.goto(`${url}/results/${latest}`);
    const gaps = page.getByRole('region', { name: 'Tools for your biggest gaps' });
    await gaps.getByRole('heading', { level: 3, name: 'Family' }).waitFor();
    await gaps.getByText('Now 2, wanted 9: a gap of 7').waitFor();
    const suggestions = await getJson<FocusSuggestions>(page, `/api/premium/suggestions?assessment=${latest}`);
    const family = suggestions.gaps.find((gap) => gap.domain === 'family')!;
    expect(family.tools.length).toBeGreaterThanOrEqual(3);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Reads a suggested tool in full, marks it done and writes a note.
    const tool = family.tools[0]!;
    await gaps.getByRole('link', { name: tool.title }).first().click();
    await page.waitForURL(`${url}/premium/content/tools/${tool.domain}#tool-${tool.id}`);
    const article = page.locator(`#tool-${tool.id}`);
    await article.getByRole('heading', { level: 2, name: tool.title }).waitFor();
    await article.getByRole('checkbox', { name: 'Done' }).check();
    await article.getByRole('status').filter({ hasText: 'Marked as done.' }).waitFor();
    await article.getByLabel('New note').fill('Called my sister on Sunday.');
    await article.getByRole('button', { name: 'Save note' }).click();
    await article.locator('.premium-note__body', { hasText: 'Called my sister on Sunday.' }).waitFor();

    // Compares the two assessments on the dashboard, in two taps.
    await page.goto(`${url}/premium/dashboard`);
    const cards = page.locator('.dashboard-card');
    await waitFor(async () => (await cards.count()) === 2, { what: 'two saved assessments' });
    await cards.nth(0).getByRole('button', { name: 'Compare' }).click();
    await cards.nth(1).getByRole('button', { name: 'Compare' }).click();
    const comparison = page.getByRole('region', { name: /compared with/ });
    expect(await comparison.getByRole('row', { name: /Family/ }).innerText()).toMatch(/Family\s+4\s+2\s+▼ down 2/);
    await comparison.getByRole('button', { name: 'Close the comparison' }).click();

    // No focus runs yet: the dashboard suggests one, and starting it asks plan or tools, and reminders.
    await page.getByRole('link', { name: 'Start a 30-day focus on Family' }).click();
    await page.waitForURL(`${url}/premium/focus/new?domain=family`);
    await page.getByRole('heading', { level: 1, name: 'Start a 30-day focus on Family' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Nothing chosen: the reason, in words, before anything is sent.
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.getByRole('alert').getByText('Choose the 30-day plan or at least one tool.').waitFor();
    await page.getByRole('radio', { name: 'Work with tools I choose' }).check();
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(tool.title)) }).check();
    await page.getByRole('checkbox', { name: 'Send me reminder emails' }).check();
    await page.getByText('One on day 7 and one on day 30', { exact: false }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const mailsBefore = premium.smtp.messages.length;
    await page.getByRole('button', { name: 'Start focus' }).click();
    await page.waitForURL(`${url}/premium/dashboard`);

    const card = page.getByRole('region', { name: 'Family' });
    await card.getByText('Day 1 of 30').waitFor();
    await card.getByText('When you started: now 2, wanted 9').waitFor();
    await card.getByRole('link', { name: tool.title }).waitFor();
    expect(await card.getByRole('switch', { name: 'Reminder emails on day 7 and day 30' }).isChecked()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The same page in Arabic: translated, right to left, no sideways scroll at 360 px.
    await page.goto(`${url}/ar/premium/focus/new?domain=family`);
    await page.getByRole('heading', { level: 1, name: 'ابدأ تركيزًا لمدة 30 يومًا على العائلة' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A second start while this one runs: told so, with the way to the dashboard.
    await page.goto(`${url}/premium/focus/new?domain=career-vocation`);
    await page.getByRole('radio', { name: 'Follow the 30-day plan' }).check();
    await page.getByRole('button', { name: 'Start focus' }).click();
    const refused = page.getByRole('alert').getByText('You already have a focus running.', { exact: false });
    await refused.waitFor();
    expect(await page.getByRole('alert').getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/premium/dashboard');

    // The day-7 reminder: its re-rate link, opened logged out, logs in and comes back to it.
    const reminder = await waitFor(
      () => premium.smtp.messages.slice(mailsBefore).find((message) => message.to.includes(email) && /\/premium\/focus\/[^/\s]+\/rerate/.test(message.raw)),
      { what: 'the day-7 reminder email' },
    );
    const text = mailPart(reminder.raw, 'text/plain');
    const rerate = new URL(/https?:\/\/\S+\/premium\/focus\/[^/\s]+\/rerate/.exec(text)![0]);
    const stop = new URL(/https?:\/\/\S+\/focus-reminders\/stop\/[A-Za-z0-9_-]+/.exec(text)![0]);
    const overview = await getJson<FocusOverview>(page, '/api/premium/focus');
    expect(rerate.pathname).toBe(`/premium/focus/${overview.active!.id}/rerate`);

    const visitor = await premium.newPage();
    await visitor.goto(`${url}${rerate.pathname}`);
    await visitor.waitForURL(`${url}/login?next=${encodeURIComponent(rerate.pathname)}`);
    const loginMails = premium.smtp.messages.length;
    await visitor.getByLabel('Email address').fill(email);
    await visitor.getByRole('button', { name: 'Email me a login link' }).click();
    await visitor.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await visitor.goto(await loginLinkFromEmail(premium.smtp, email, loginMails, url));
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await visitor.waitForURL(`${url}${rerate.pathname}`);

    // The quick re-rate: one area on the assessment's scale, the wanted score prefilled.
    await visitor.getByRole('heading', { level: 1, name: 'Re-rate Family' }).waitFor();
    const wanted = visitor.getByRole('group', { name: 'Where you want to be' });
    expect(await wanted.getByRole('radio', { name: '9', exact: true }).isChecked()).toBe(true);
    expect(await hasHorizontalScroll(visitor)).toBe(false);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Save' }).click();
    await visitor.getByRole('alert').getByText('Choose a score from 1 to 10.').waitFor();
    await visitor.getByRole('group', { name: 'Where you are now' }).getByRole('radio', { name: '5', exact: true }).check();
    await visitor.getByRole('button', { name: 'Save' }).click();
    await visitor.waitForURL(`${url}/premium/dashboard`);

    // The trend has moved: from the baseline 2 to the re-rate's 5, on the card and in the area trends.
    const visitorCard = visitor.getByRole('region', { name: 'Family' });
    await visitorCard.getByText('From 2 to 5').waitFor();
    await visitorCard.getByText(': now 5, wanted 9', { exact: false }).waitFor();
    await visitor.locator('.trend', { hasText: 'Family' }).getByText('now 5', { exact: false }).waitFor();

    // The stop link from the same email: opening it changes nothing, the button does.
    await visitor.goto(`${url}${stop.pathname}`);
    await visitor.getByRole('heading', { level: 1, name: 'Stop the reminder emails?' }).waitFor();
    expect((await getJson<FocusOverview>(visitor, '/api/premium/focus')).active!.reminders).toBe(true);
    await visitor.getByRole('button', { name: 'Stop reminders' }).click();
    await visitor.getByRole('status').getByText('Done: you will get no more reminder emails for this focus.').waitFor();
    expect((await getJson<FocusOverview>(visitor, '/api/premium/focus')).active!.reminders).toBe(false);

    // Ending asks first; then the focus is in the past and suggestions return.
    await page.goto(`${url}/premium/dashboard`);
    expect(await card.getByRole('switch', { name: 'Reminder emails on day 7 and day 30' }).isChecked()).toBe(false);
    await card.getByRole('button', { name: 'End focus' }).click();
    await card.getByText('End this focus? Your re-ratings stay in your history.').waitFor();
    await card.getByRole('button', { name: 'Yes, end it' }).click();
    const past = page.getByRole('region', { name: 'Past focuses' });
    await past.getByText('Family').waitFor();
    await past.getByText('From 2 to 5', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Tools for your biggest gaps' }).waitFor();

    // Their data: the focus and its re-rate are in the export; then the account goes.
    await page.goto(`${url}/account`);
    await page.getByText(`You are logged in as ${email}.`).waitFor();
    const exported = JSON.parse(await downloaded(page, 'Download as JSON')) as object;
    expect(JSON.stringify(exported)).toContain(overview.active!.id);
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('dialog').getByLabel('Type your email address to confirm').fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
    expect((await page.request.get(`${url}/api/premium/focus`)).status()).toBe(401);
    // Identity deletes at once; the assessments service erases its rows from a durable job moments later.
    await waitFor(async () => (await premium.stack.db.query('select id from assessments.focuses where id = $1', [overview.active!.id])).length === 0, {
      what: 'the focus to be erased with the account',
    });
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  it('sends a visitor on a focus page to log in and back, and shows a free account the way to Premium', async () => {
    const visitor = await premium.newPage();
    await visitor.goto(`${url}/de/premium/focus/new?domain=family`);
    await visitor.waitForURL(`${url}/de/login?next=${encodeURIComponent('/de/premium/focus/new?domain=family')}`);

    const free = await premium.newPage();
    await premium.logIn(free, `free.focus.${Date.now()}@example.com`);
    await free.goto(`${url}/premium/focus/new?domain=family`);
    await free.waitForURL(`${url}/premium/enrollment`);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, PREFIXED_LANGUAGES, RESULTS_SHELL_TOKEN } from '@lifewheel/contracts';
import { mountWebApp } from './static-web.js';

// A built web app: the app shell; per language, the results page's loading state and the heads of the login and purchase pages.
const webDist = mkdtempSync(join(tmpdir(), 'lifewheel-web-'));
let server: Server;
let base: string;

beforeAll(async () => {
  writeFileSync(join(webDist, 'app-shell.html'), 'shell');
  mkdirSync(join(webDist, 'shells'));
  for (const language of LANGUAGES) {
    // Its language menu, as the build renders it: links that name the placeholder token.
    const menu = ['', '/es', '/ja'].map((prefix) => `<a href="${prefix}/results/${RESULTS_SHELL_TOKEN}">`).join('');
    writeFileSync(join(webDist, 'shells', `results.${language}.html`), `results in ${language}${menu}`);
    for (const name of ['login', 'login-verify', 'premium-payment'])
      writeFileSync(join(webDist, 'shells', `${name}.${language}.html`), `${name} in ${language}`);
  }
  const app = express();
  // Share links as assessments would answer for them: one live, one withdrawn, the rest unknown.
  const shareLinkStatus = async (token: string) => {
    if (token === 'down') throw new Error('assessments did not answer');
    return token === 'live-share' ? 'live' : token === 'revoked-share' ? 'withdrawn' : 'unknown';
  };
  expect(mountWebApp(app, webDist, 'https://wheel.example', { shareLinkStatus })).toBe(true);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(webDist, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
};

describe('the gateway serving the web app', () => {
  it.each(PREFIXED_LANGUAGES)('serves /%s/ as a language of the site', async (language) => {
    expect((await get(`/${language}/results/abc123`)).text).toMatch(new RegExp(`^results in ${language}<a`));
  });

  it("writes the request's own token into a results page's links, so its language menu stays on those results", async () => {
    const token = 'Z2BqwO6eZ_hEJxGiI4zU7bgvRXew_S2Q';
    const menu = (path: string) => `<a href="${path}">`;
    for (const prefix of ['', '/ja', '/pt-BR']) {
      const page = await get(`${prefix}/results/${token}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain([`/results/${token}`, `/es/results/${token}`, `/ja/results/${token}`].map(menu).join(''));
      expect(page.text).not.toContain(RESULTS_SHELL_TOKEN);
    }
    // A token that cannot exist is not written into the page: it says it found nothing, and its
    // language menu leads to each language's home page.
    for (const hostile of ['abc123', `${'a'.repeat(30)}%22%3E%3Cscript%3E`]) {
      for (const prefix of ['', '/ja']) {
        const page = await get(`${prefix}/results/${hostile}`);
        expect(page.status).toBe(200);
        expect(page.text).not.toContain(hostile);
        expect(page.text).not.toContain(RESULTS_SHELL_TOKEN);
        expect(page.text).toContain(['/', '/es', '/ja'].map(menu).join(''));
      }
    }
  });

  it('serves the workshop pages from the app shell, in every language: the facilitator’s and a participant’s', async () => {
    const session = '/workshop/3f1c2d4e-0000-4000-8000-000000000000';
    for (const path of ['/workshop', '/de/workshop', session, `${session}/sheet`, `/ar${session}/sheet`, '/join/ABC234', '/ja/join/ABC234']) {
      expect(await get(path), path).toEqual({ status: 200, text: 'shell' });
    }
    expect((await get('/join/ABC234/more')).status).toBe(404);
    expect((await get(`${session}/sheet/more`)).status).toBe(404);
    expect((await get('/workshop//sheet')).status).toBe(404);
  });

  it('answers a shared wheel page with the status of its link: 200 live, 410 withdrawn, 404 unknown', async () => {
    expect(await get('/shared/live-share')).toEqual({ status: 200, text: 'shell' });
    expect(await get('/ja/shared/live-share')).toEqual({ status: 200, text: 'shell' });
    expect(await get('/ar/shared/revoked-share')).toEqual({ status: 410, text: 'shell' });
    expect(await get('/shared/nothing')).toEqual({ status: 404, text: 'shell' });
    expect((await get('/shared/live-share/more')).status).toBe(404);
    // When the service cannot say, the page still loads and asks the API itself.
    expect(await get('/shared/down')).toEqual({ status: 200, text: 'shell' });
  });

  it('serves English unprefixed, and sends /en/ there', async () => {
    expect(await get('/results/abc123')).toMatchObject({ status: 200, text: expect.stringMatching(/^results in en</) });
    expect((await get('/en/results/abc123')).status).toBe(301);
  });

  it.each(['en-GB', 'xx', 'ZH-tw', 'results'])('treats /%s/ as no language: a page that does not exist', async (prefix) => {
    expect(await get(`/${prefix}/results/abc123`)).toEqual({ status: 404, text: 'shell' });
  });

  it.each([
    ['/login', 'login in en'],
    ['/ja/login', 'login in ja'],
    ['/ar/login/verify', 'login-verify in ar'],
    ['/de/premium/payment', 'premium-payment in de'],
    ['/hi/premium/payment', 'premium-payment in hi'],
  ])('serves %s with its head in its language', async (path, text) => {
    expect(await get(path)).toEqual({ status: 200, text });
  });

  it.each(['/ja/premium/enrollment', '/premium/payment/return'])('serves %s as the app shell when the build made no shell of its own', async (path) => {
    expect(await get(path)).toEqual({ status: 200, text: 'shell' });
  });

  it.each([
    '/premium/content/tools',
    '/ja/premium/content/deep-dives/physical-health',
    '/ar/premium/content/plans/friends',
    '/account',
    '/de/account',
    '/premium/focus/new',
    '/fr/premium/focus/new',
    '/premium/focus/0b6c2f8e-7d2a-4c59-9a43-3f1f6f1d1e2a/rerate',
    '/pt-BR/premium/focus/0b6c2f8e-7d2a-4c59-9a43-3f1f6f1d1e2a/rerate',
    '/focus-reminders/stop/abcDEF123_-',
    '/ja/focus-reminders/stop/abcDEF123_-',
    '/mailing-list/confirm/abcDEF123_-',
    '/ar/mailing-list/confirm/abcDEF123_-',
    '/admin',
    '/admin/debug',
  ])('serves %s, which depends on who is asking, as the app shell', async (path) => {
    expect(await get(path)).toEqual({ status: 200, text: 'shell' });
  });

  it.each([
    '/premium/content/recipes',
    '/premium/content/tools/astrology',
    '/premium/content/tools/friends/more',
    '/premium/content',
    '/accounts',
    '/premium/focus',
    '/premium/focus/abc',
    '/premium/focus/abc/rerate/more',
    '/focus-reminders/stop',
    '/focus-reminders/stop/abc/more',
    '/mailing-list/confirm',
    '/mailing-list/confirm/abc/more',
    '/mailing-list/stop/abc',
    '/de/admin',
    '/admin/users',
  ])('answers %s, which names nothing, as not found', async (path) => {
    expect(await get(path)).toEqual({ status: 404, text: 'shell' });
  });
});

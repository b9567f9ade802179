import { describe, expect, it } from 'vitest';
import { oneClickStopUrl, rerateUrl, stopPageUrl } from './focus-links.js';

const site = 'https://wheel.example';
const id = '0b6c2f8e-7d2a-4c59-9a43-3f1f6f1d1e2a';

describe('focus reminder links', () => {
  it('leads English readers to unprefixed pages and others to their language', () => {
    expect(rerateUrl(site, 'en', id)).toBe(`${site}/premium/focus/${id}/rerate`);
    expect(rerateUrl(site, 'pt-BR', id)).toBe(`${site}/pt-BR/premium/focus/${id}/rerate`);
    expect(stopPageUrl(site, 'en', 'tok')).toBe(`${site}/focus-reminders/stop/tok`);
    expect(stopPageUrl(site, 'ja', 'tok')).toBe(`${site}/ja/focus-reminders/stop/tok`);
  });

  it('falls back to English pages for a language the site does not have', () => {
    expect(rerateUrl(site, 'xx', id)).toBe(`${site}/premium/focus/${id}/rerate`);
  });

  it('points the one-click stop at the API, whatever the language', () => {
    expect(oneClickStopUrl(site, 'tok')).toBe(`${site}/api/focus-reminders/stop?token=tok`);
  });
});

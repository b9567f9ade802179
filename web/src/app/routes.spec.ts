import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { LANGUAGES } from '../i18n/languages.js';
import type { RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page.js';
import { routes } from './routes.js';

/** The matched routes' paths, outermost first ("(index)" for an index route), and the params. */
function match(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return { paths: matches.map(({ route }) => route.path ?? (route.index ? '(index)' : '')), params: matches.at(-1)?.params ?? {} };
}

describe('routes', () => {
  it('gives English pages their unprefixed paths', () => {
    expect(match('/')).toEqual({ paths: ['/', '(index)'], params: {} });
    expect(match('/assessment').paths).toEqual(['/', 'assessment']);
    expect(match('/results/abc')).toEqual({ paths: ['/', 'results/:token'], params: { token: 'abc' } });
    // A domain page's one-segment path is a page, never a language called "career-vocation".
    expect(match('/career-vocation').paths).toEqual(['/', 'career-vocation']);
    expect(match('/premium/payment/return').paths).toEqual(['/', 'premium/payment/return']);
    expect(match('/premium/content/tools')).toEqual({ paths: ['/', 'premium/content/:section/:domain?'], params: { section: 'tools' } });
    expect(match('/ar/premium/content/plans/family')).toEqual({
      paths: ['/:language', 'premium/content/:section/:domain?'],
      params: { language: 'ar', section: 'plans', domain: 'family' },
    });
  });

  it('has the focus pages, in every language', () => {
    expect(match('/premium/focus/new').paths).toEqual(['/', 'premium/focus/new']);
    expect(match('/de/premium/focus/f1/rerate')).toEqual({ paths: ['/:language', 'premium/focus/:focusId/rerate'], params: { language: 'de', focusId: 'f1' } });
    expect(match('/focus-reminders/stop/tok')).toEqual({ paths: ['/', 'focus-reminders/stop/:token'], params: { token: 'tok' } });
    expect(match('/ar/focus-reminders/stop/tok').params).toEqual({ language: 'ar', token: 'tok' });
  });

  it('has the workshop pages, in every language', () => {
    expect(match('/workshop').paths).toEqual(['/', 'workshop/:workshopId?']);
    expect(match('/workshop/w1')).toEqual({ paths: ['/', 'workshop/:workshopId?'], params: { workshopId: 'w1' } });
    expect(match('/ja/join/ABC234')).toEqual({ paths: ['/:language', 'join/:code'], params: { language: 'ja', code: 'ABC234' } });
  });

  it('serves every other language under its prefix, as the language parameter', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      expect(match(`/${language}`), language).toEqual({ paths: ['/:language', '(index)'], params: { language } });
      expect(match(`/${language}/results/abc`), language).toEqual({ paths: ['/:language', 'results/:token'], params: { language, token: 'abc' } });
    }
  });

  it('leaves /en/... (sent on to the unprefixed page) and unknown paths to the layout', () => {
    expect(match('/en/assessment')).toEqual({ paths: ['/:language', 'assessment'], params: { language: 'en' } });
    expect(match('/fr/nothing-here').paths).toEqual(['/:language', '*']);
    expect(match('/nothing-here/at-all').paths).toEqual(['/:language', '*']);
  });

  it('keeps the route table small: one tree per prefix shape, not one per language, the console and /admin-indexnow', () => {
    expect(routes).toHaveLength(4);
  });

  it('serves the staff console (issue 17) unprefixed only, in its own layout', () => {
    expect(match('/admin').paths).toEqual(['/admin', '(index)']);
    expect(match('/admin/debug').paths).toEqual(['/admin', 'debug']);
    expect(match('/de/admin').paths).toEqual(['/:language', '*']);
  });

  it('serves /admin-indexnow (issue 18) unprefixed only, in the console’s layout', () => {
    expect(match('/admin-indexnow').paths).toEqual(['/admin-indexnow', '(index)']);
    expect(match('/fr/admin-indexnow').paths).toEqual(['/:language', '*']);
  });

  it('mounts a page anew per path exactly where its data depends on the path (its module has load)', async () => {
    const pagesOf = (tree: RouteObject[]): LazyPage[] =>
      tree.flatMap((route) => [
        ...((route.handle as { page?: LazyPage } | undefined)?.page ? [(route.handle as { page: LazyPage }).page] : []),
        ...pagesOf(route.children ?? []),
      ]);
    const pages = [...new Set(pagesOf(routes))];
    expect(pages.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const page of pages) {
      const module = await page.importer();
      if (page.perPath !== (module.load !== undefined))
        wrong.push(`${/import\(["']([^"']+)/.exec(String(page.importer))?.[1] ?? page.id}: perPath ${page.perPath}`);
    }
    expect(wrong).toEqual([]);
    // Each page is a boundary of its own.
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
  });
});

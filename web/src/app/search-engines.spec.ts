import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { LANGUAGES } from '../i18n/languages.js';
import { PAGE_PATHS, headLinks, sitemapXml } from './search-engines.js';

const ORIGIN = 'https://lifewheel.example';

describe('headLinks', () => {
  it('names every language and x-default for a translated page, canonical to itself', () => {
    const { canonical, alternates } = headLinks(ORIGIN, '/assessment', 'ja');
    expect(canonical).toBe(`${ORIGIN}/ja/assessment`);
    expect(alternates.map(([hreflang]) => hreflang)).toEqual([...LANGUAGES, 'x-default']);
    expect(new Map(alternates).get('en')).toBe(`${ORIGIN}/assessment`);
    expect(new Map(alternates).get('x-default')).toBe(`${ORIGIN}/assessment`);
    expect(new Map(alternates).get('pt-BR')).toBe(`${ORIGIN}/pt-BR/assessment`);
    expect(headLinks(ORIGIN, '/', 'ar').canonical).toBe(`${ORIGIN}/ar`);
  });

  it('gives a domain page and the tool library in each language its own canonical and every alternate', () => {
    const { canonical, alternates } = headLinks(ORIGIN, '/family', 'de');
    expect(canonical).toBe(`${ORIGIN}/de/family`);
    expect(new Map(alternates).get('ja')).toBe(`${ORIGIN}/ja/family`);
    expect(headLinks(ORIGIN, '/coaching-tools', 'ja').canonical).toBe(`${ORIGIN}/ja/coaching-tools`);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

  it('lists every page in every language, each once', () => {
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/zh-TW/customize`);
    expect(locs).toContain(`${ORIGIN}/${DEFAULT_DOMAIN_IDS[0]}`);
    expect(locs).toContain(`${ORIGIN}/ar/${DEFAULT_DOMAIN_IDS[0]}`);
    expect(locs).toContain(`${ORIGIN}/sw/coaching-tools`);
    // The printable paper wheel (issue 22) is a public page in every language; a session's sheets are not.
    expect(locs).toContain(`${ORIGIN}/sheet`);
    expect(locs).toContain(`${ORIGIN}/ja/sheet`);
    expect(locs).toContain(`${ORIGIN}/ar/sheet`);
    expect(locs.filter((loc) => loc.includes('/workshop'))).toEqual([]);
    expect(locs).toHaveLength(PAGE_PATHS.length * LANGUAGES.length);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('is well-formed sitemap XML with hreflang alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/assessment"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
  });
});

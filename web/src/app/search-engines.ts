import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from '../i18n/languages.js';

/** Every public page the build pre-renders, each written in every language. */
export const PAGE_PATHS = ['/', '/assessment', '/customize', '/coaching-tools', '/sheet', ...DEFAULT_DOMAIN_IDS.map((id) => `/${id}`)];

export interface HeadLinks {
  canonical: string;
  /** hreflang -> absolute URL, `x-default` being the unprefixed English page. */
  alternates: [string, string][];
}

/** The canonical and alternate-language links of one page: each language's page is its own canonical and names every language. */
export function headLinks(origin: string, path: string, language: Language): HeadLinks {
  const alternates: [string, string][] = LANGUAGES.map((code) => [code, `${origin}${localizedPath(code, path)}`]);
  alternates.push(['x-default', `${origin}${localizedPath(DEFAULT_LANGUAGE, path)}`]);
  return { canonical: `${origin}${localizedPath(language, path)}`, alternates };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  /** The page's path without a language prefix (one of PAGE_PATHS). */
  path: string;
  language: Language;
  /** Where the page lives: its canonical link, which the sitemap lists and IndexNow submits. */
  loc: string;
  alternates: [string, string][];
}

/**
 * Every public, indexable page in every language it is written in: the one list both the sitemap
 * and IndexNow's submitted set come from (issue 18), so the two cannot disagree.
 */
export function sitemapEntries(origin: string): SitemapEntry[] {
  return PAGE_PATHS.flatMap((path) =>
    LANGUAGES.map((language) => {
      const { canonical, alternates } = headLinks(origin, path, language);
      return { path, language, loc: canonical, alternates };
    }),
  );
}

/** `/sitemap.xml`: every public page in every language it is written in, with its alternates. */
export function sitemapXml(origin: string): string {
  const entries = sitemapEntries(origin).map(({ loc, alternates }) => {
    const links = alternates.map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`).join('');
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

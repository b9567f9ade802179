import { createHash } from 'node:crypto';
import type { IndexNowPage } from '@lifewheel/contracts';
import { sitemapEntries } from './search-engines.js';

/** What a search engine reads of a page: its title, its description and its text. */
export interface PageContent {
  title: string;
  description: string;
  html: string;
}

/**
 * The content hash of every URL the sitemap lists (build time only: web/prerender.mjs writes them
 * beside the sitemap). The script and preload tags are left out on purpose: a new build of the
 * JavaScript changes nothing a search engine indexes, so it must not resubmit every page.
 */
export function indexNowPages(contentOf: (path: string) => PageContent): IndexNowPage[] {
  return sitemapEntries('').map(({ loc }) => {
    const { title, description, html } = contentOf(loc);
    const hash = createHash('sha256')
      .update(JSON.stringify([title, description, html]))
      .digest('hex');
    return { path: loc, hash };
  });
}

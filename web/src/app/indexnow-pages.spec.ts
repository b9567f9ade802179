import { describe, expect, it } from 'vitest';
import { indexNowPages, type PageContent } from './indexnow-pages.js';
import { sitemapEntries } from './search-engines.js';

// The hash diff end to end on the real list: what the build hashes is what the sitemap lists, and
// a text changed in one language changes exactly that page's hash (so exactly its URL is resubmitted).
describe('indexNowPages', () => {
  const contentOf =
    (changed?: string) =>
    (path: string): PageContent => ({
      title: `Title of ${path}`,
      description: 'A wheel of life',
      html: `<main>${path === changed ? 'new text' : 'text'}</main>`,
    });

  it('hashes exactly the URLs the sitemap lists', () => {
    expect(indexNowPages(contentOf()).map((page) => page.path)).toEqual(sitemapEntries('').map((entry) => entry.loc));
  });

  it('changes the hash of only the page whose text changed in one language', () => {
    const before = indexNowPages(contentOf());
    const after = indexNowPages(contentOf('/fr/assessment'));
    const changed = after.filter((page, index) => page.hash !== before[index]!.hash).map((page) => page.path);
    expect(changed).toEqual(['/fr/assessment']);
  });

  it('never lists admin, results, login, premium or mailing-list pages', () => {
    const paths = indexNowPages(contentOf()).map((page) => page.path);
    expect(paths.some((path) => /admin|results|login|premium|account|unsubscribe|mailing-list/.test(path))).toBe(false);
  });
});

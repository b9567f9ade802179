import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INDEXNOW_PAGES_FILE, type IndexNowPage } from '@lifewheel/contracts';

/**
 * The sitemap's URLs and their content hashes, as the build wrote them beside the sitemap
 * (web/prerender.mjs, from the same list as /sitemap.xml). Read on each use: a new build is seen
 * without a restart.
 */
export class SitePages {
  constructor(private readonly webDist: string) {}

  async all(): Promise<IndexNowPage[]> {
    const file = join(this.webDist, INDEXNOW_PAGES_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new Error(`${file} is missing: build the web app (npm run build) so IndexNow knows the sitemap's pages`);
    }
    const pages = JSON.parse(text) as IndexNowPage[];
    if (!Array.isArray(pages) || pages.some((page) => typeof page?.path !== 'string' || typeof page?.hash !== 'string')) {
      throw new Error(`${file} is not a list of { path, hash }`);
    }
    return pages;
  }
}

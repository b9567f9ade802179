import { stat, readFile } from 'node:fs/promises';

/** What the pre-render writes where the site's own address belongs (web/prerender.mjs). */
export const ORIGIN_TOKEN = '%%ORIGIN%%';

/**
 * The built pages, sitemap and robots.txt with the site's address filled in (canonical and
 * hreflang links must be absolute). Each file is read once and kept until it changes on disk.
 */
export class SiteFiles {
  private readonly cache = new Map<string, { mtimeMs: number; text: string }>();

  constructor(private readonly origin: string) {}

  async read(file: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    const cached = this.cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const text = (await readFile(file, 'utf8')).replaceAll(ORIGIN_TOKEN, this.origin);
    this.cache.set(file, { mtimeMs, text });
    return text;
  }
}

import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';

/**
 * The content pages (issue 20): pre-rendered text that a vanilla script of a few KB makes
 * interactive (web/src/content-entry.ts) in place of the whole app. A person who goes on to an
 * app page loads the app there. Paths without the language prefix.
 */
export const CONTENT_PAGE_PATHS: readonly string[] = ['/', '/coaching-tools', ...DEFAULT_DOMAIN_IDS.map((id) => `/${id}`)];

export function isContentPagePath(path: string): boolean {
  return CONTENT_PAGE_PATHS.includes(path);
}

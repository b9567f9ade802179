import { PREMIUM_SECTIONS } from '@lifewheel/contracts';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { premiumContentPath } from '../features/premium-content/premium-paths.js';

/**
 * The content pages (issue 20): pre-rendered text that a vanilla script of a few KB makes
 * interactive (web/src/content-entry.ts) in place of the whole app. A person who goes on to an
 * app page loads the app there. Paths without the language prefix.
 */
export const CONTENT_PAGE_PATHS: readonly string[] = ['/', '/coaching-tools', ...DEFAULT_DOMAIN_IDS.map((id) => `/${id}`)];

/**
 * The premium sections' pages: pre-rendered like a content page, with an island of their own
 * (web/src/premium-section-entry.tsx) for the answer, which depends on who asks. Not for search
 * engines (noindex, not in the sitemap).
 */
export const PREMIUM_SECTION_PAGE_PATHS: readonly string[] = PREMIUM_SECTIONS.map((section) => premiumContentPath(section));

/** A page rendered without the app: a content page or a premium section's page. */
export function isContentPagePath(path: string): boolean {
  return CONTENT_PAGE_PATHS.includes(path) || PREMIUM_SECTION_PAGE_PATHS.includes(path);
}

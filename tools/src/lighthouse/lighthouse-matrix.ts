import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import type { Language } from '@lifewheel/contracts';

/** Issue 20's languages: left to right, and the scripts whose fonts and shaping cost the most. */
export const LIGHTHOUSE_LANGUAGES: readonly Language[] = ['en', 'ar', 'ja', 'hi'];

/** Issue 20's pages, one of each kind; the results page is a saved assessment's. */
export function lighthousePages(resultsToken: string): string[] {
  return ['/', '/assessment', `/results/${resultsToken}`, '/customize', `/${DEFAULT_DOMAIN_IDS[0]}`, '/coaching-tools'];
}

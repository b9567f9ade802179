import { lazyTexts } from './lazy-texts.js';

/** The premium pages' texts (`premiumContent`), one chunk per language; false until they are there. */
export const usePremiumContentTexts = lazyTexts(
  'premiumContent',
  'premium-content',
  import.meta.glob<Record<string, unknown>>('./locales/*/premium-content.ts'),
);

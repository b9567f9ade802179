import { lazyTexts } from './lazy-texts.js';

/** The texts of sharing results with a coach (`shares`), one chunk per language; false until they are there. */
export const useShareTexts = lazyTexts('shares', 'shares', import.meta.glob<Record<string, unknown>>('./locales/*/shares.ts'));

import { lazyTexts } from './lazy-texts.js';

/** The texts of workshops (`workshops`), one chunk per language; false until they are there. */
export const useWorkshopTexts = lazyTexts('workshops', 'workshops', import.meta.glob<Record<string, unknown>>('./locales/*/workshops.ts'));

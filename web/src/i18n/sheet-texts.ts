import { lazyTexts } from './lazy-texts.js';

/** The texts of the printable paper wheel (`sheet`), one chunk per language; false until they are there. */
export const useSheetTexts = lazyTexts('sheet', 'sheet', import.meta.glob<Record<string, unknown>>('./locales/*/sheet.ts'));

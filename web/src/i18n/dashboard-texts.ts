import { lazyTexts } from './lazy-texts.js';

/** The texts of the premium dashboard (`dashboard`), one chunk per language; false until they are there. */
export const useDashboardTexts = lazyTexts('dashboard', 'dashboard', import.meta.glob<Record<string, unknown>>('./locales/*/dashboard.ts'));

import { lazyTexts } from './lazy-texts.js';

/**
 * The texts of What's Next on the results page and of the mailing-list and reminder links
 * (`followUps`), one chunk per language; false until they are there.
 */
export const useFollowUpTexts = lazyTexts('followUps', 'follow-ups', import.meta.glob<Record<string, unknown>>('./locales/*/follow-ups.ts'));

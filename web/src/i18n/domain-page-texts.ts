import { lazyTexts } from './lazy-texts.js';

/** The text around a domain page's content (`domainPages`), one chunk per language; false until it is there. */
export const useDomainPageTexts = lazyTexts('domainPages', 'domain-pages', import.meta.glob<Record<string, unknown>>('./locales/*/domain-pages.ts'));

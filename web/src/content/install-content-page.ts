import { splitLanguage, type Language } from '../i18n/languages.js';
import { installGlobalErrorReporting } from '../observability/report.js';
import { installAccountState } from './account-state.js';
import { installLanguageMenu } from './language-menu.js';
import { installLanguageOffer } from './language-offer.js';
import { installPremiumPrice } from './premium-price.js';
import { installTooltips } from './tooltips.js';

/**
 * What a page rendered without the app needs a browser for (content-entry.ts, and the premium
 * section pages' premium-section-entry.tsx): the account links the user call decides, the
 * tooltips, the remembered language and its offer, the price billing charges, error reports.
 * Returns the page's language and its path without the language.
 */
export function installContentPage(): { language: Language; path: string } {
  installGlobalErrorReporting();
  const page = splitLanguage(window.location.pathname);
  installLanguageMenu();
  installTooltips();
  installAccountState();
  installLanguageOffer(page.language);
  installPremiumPrice(page.language);
  return page;
}

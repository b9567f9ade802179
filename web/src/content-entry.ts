// The script of a content page (issue 20: `/`, the 12 domain pages, `/coaching-tools`), in place of
// the app. The page is complete without it: pre-rendered text, real links, a language menu of
// links. This adds what needs a browser: the account links the user call decides, the tooltips,
// the remembered language and its offer, the price billing charges, the landing event, error
// reports. It must never import React, the router, TanStack Query or i18next: the budget is 60 KB
// for everything a first visit loads (e2e/bundle-budget.e2e-spec.ts), and React alone is more.
import { splitLanguage } from './i18n/languages.js';
import { installGlobalErrorReporting, reportJourney } from './observability/report.js';
import { installAccountState } from './content/account-state.js';
import { installLanguageMenu } from './content/language-menu.js';
import { installLanguageOffer } from './content/language-offer.js';
import { installPremiumPrice } from './content/premium-price.js';
import { installTooltips } from './content/tooltips.js';
import './styles/app.css';

installGlobalErrorReporting();
const { language, path } = splitLanguage(window.location.pathname);
installLanguageMenu();
installTooltips();
installAccountState();
installLanguageOffer(language);
installPremiumPrice(language);
// The journeys funnel's first step, as the app's home page reports it.
if (path === '/') reportJourney('assessment', 'landing');

// The script of a content page (issue 20: `/`, the 12 domain pages, `/coaching-tools`), in place of
// the app. The page is complete without it: pre-rendered text, real links, a language menu of
// links. This adds what needs a browser (content/install-content-page.ts) and the landing event.
// It must never import React, the router, TanStack Query or i18next: the budget is 60 KB for
// everything a first visit loads (e2e/bundle-budget.e2e-spec.ts), and React alone is more.
import { installContentPage } from './content/install-content-page.js';
import { reportJourney } from './observability/report.js';
import './styles/app.css';

const { path } = installContentPage();
// The journeys funnel's first step, as the app's home page reports it.
if (path === '/') reportJourney('assessment', 'landing');

// The app's first script (issue 20). A pre-rendered app page is readable with its HTML and
// stylesheets alone, so the app's code is fetched once the page has painted (after-first-paint.ts):
// on a slow phone it no longer shares the bandwidth the first paint needs. A results page's answer
// is asked for at once, so it does not wait for the code. Keep this file small: it is the only
// script the browser fetches before the first paint.
import { assessmentUrl } from './api/assessments.js';
import { fetchEarly } from './api/early-answers.js';
import { afterFirstPaint } from './app/after-first-paint.js';
import { PAGE_MODULES_META } from './app/page-modules.js';
import { splitLanguage } from './i18n/languages.js';
import './styles/app.css';

const resultsToken = /^\/results\/([^/]+)\/?$/.exec(splitLanguage(window.location.pathname).path)?.[1];
if (resultsToken) {
  try {
    fetchEarly(assessmentUrl(decodeURIComponent(resultsToken)));
  } catch {
    // A malformed address: the page itself says the results were not found.
  }
}

const loadApp = () => {
  const modules = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client.js');
};

// A page the browser renders (a shell with an empty body) has nothing to paint first.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(loadApp);
else loadApp();

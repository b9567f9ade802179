import { Navigate, matchRoutes, renderMatches, useLocation, useParams, type RouteMatch, type RouteObject } from 'react-router';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { DEFAULT_LANGUAGE, languageOfSegment } from '../i18n/languages.js';
import { AppLayout } from './app-layout.js';
import { Page, lazyPage, preparePage, type LazyPage } from './lazy-page.js';

// Each page is its own chunk, loaded with its route (app/lazy-page.tsx); entry-client loads the
// current one before hydrating so the pre-rendered HTML is reused, never thrown away.
// A page whose text is data (domain pages, the tool library, the paper sheet) also exports its
// `load`, which fetches that text in the page's language before the page renders.

// Pages whose module has `load`: their data is per path (a domain's text, a language's texts).
const PER_PATH = { perPath: true };

const pages = {
  home: lazyPage(() => import('../pages/home-page.js')),
  assessment: lazyPage(() => import('../pages/assessment-page.js')),
  results: lazyPage(() => import('../pages/results-page.js'), PER_PATH),
  shared: lazyPage(() => import('../pages/shared-page.js')),
  workshops: lazyPage(() => import('../pages/workshop-entry.js').then((entry) => entry.loadWorkshopPages())),
  sheet: lazyPage(() => import('../pages/sheet-page.js'), PER_PATH),
  workshopSheet: lazyPage(() => import('../pages/workshop-sheet-page.js')),
  unsubscribe: lazyPage(() => import('../pages/unsubscribe-page.js'), PER_PATH),
  mailingListConfirm: lazyPage(() => import('../pages/mailing-list-confirm-page.js'), PER_PATH),
  login: lazyPage(() => import('../pages/login-page.js')),
  loginVerify: lazyPage(() => import('../pages/login-verify-page.js')),
  customize: lazyPage(() => import('../pages/customize-page.js')),
  coachingTools: lazyPage(() => import('../pages/coaching-tools-page.js'), PER_PATH),
  premiumDashboard: lazyPage(() => import('../pages/premium-dashboard-page.js'), PER_PATH),
  premiumEnrollment: lazyPage(() => import('../pages/premium-enrollment-page.js')),
  premiumPayment: lazyPage(() => import('../pages/premium-payment-page.js')),
  premiumPaymentReturn: lazyPage(() => import('../pages/premium-payment-return-page.js')),
  account: lazyPage(() => import('../pages/account-page.js')),
  premiumContent: lazyPage(() => import('../pages/premium-content-page.js'), PER_PATH),
  focusNew: lazyPage(() => import('../pages/focus-new-page.js')),
  focusRerate: lazyPage(() => import('../pages/focus-rerate-page.js')),
  focusRemindersStop: lazyPage(() => import('../pages/focus-reminders-stop-page.js'), PER_PATH),
  domain: lazyPage(() => import('../pages/domain-page.js'), PER_PATH),
  notFound: lazyPage(() => import('../pages/not-found-page.js')),
  // The staff console (issue 17): its own chunks, which no public page loads.
  adminLayout: lazyPage(() => import('../features/admin/admin-layout.js')),
  admin: lazyPage(() => import('../features/admin/admin-page.js')),
  adminDebug: lazyPage(() => import('../features/admin/debug/admin-debug-page.js')),
  adminIndexNow: lazyPage(() => import('../features/admin/indexnow/admin-indexnow-page.js')),
};

/**
 * A route's element: the page, rendered as soon as its code (and data) are there. The handle
 * names the page, so that the current path's pages can be loaded before the first render.
 */
const show = (lazy: LazyPage) => ({ element: <Page page={lazy} />, handle: { page: lazy } });

/** The pages under one of the two trees (`/:language` or `/`). */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, ...show(pages.home) },
    { path: 'assessment', ...show(pages.assessment) },
    { path: 'results/:token', ...show(pages.results) },
    { path: 'shared/:shareToken', ...show(pages.shared) },
    { path: 'workshop/:workshopId?', ...show(pages.workshops) },
    { path: 'workshop/:workshopId/sheet', ...show(pages.workshopSheet) },
    { path: 'sheet', ...show(pages.sheet) },
    { path: 'join/:code', ...show(pages.workshops) },
    { path: 'unsubscribe/:token', ...show(pages.unsubscribe) },
    { path: 'mailing-list/confirm/:token', ...show(pages.mailingListConfirm) },
    { path: 'login', ...show(pages.login) },
    { path: 'login/verify', ...show(pages.loginVerify) },
    { path: 'customize', ...show(pages.customize) },
    { path: 'coaching-tools', ...show(pages.coachingTools) },
    { path: 'premium/dashboard', ...show(pages.premiumDashboard) },
    { path: 'premium/enrollment', ...show(pages.premiumEnrollment) },
    { path: 'premium/payment', ...show(pages.premiumPayment) },
    { path: 'premium/payment/return', ...show(pages.premiumPaymentReturn) },
    { path: 'account', ...show(pages.account) },
    { path: 'premium/content/:section/:domain?', ...show(pages.premiumContent) },
    { path: 'premium/focus/new', ...show(pages.focusNew) },
    { path: 'premium/focus/:focusId/rerate', ...show(pages.focusRerate) },
    { path: 'focus-reminders/stop/:token', ...show(pages.focusRemindersStop) },
    ...DEFAULT_DOMAIN_IDS.map((id) => ({ path: id, ...show(pages.domain) })),
    { path: '*', ...show(pages.notFound) },
  ];
}

/** `/en/...` is the unprefixed page (spec section 2). */
function DropEnglishPrefix() {
  const location = useLocation();
  const rest = location.pathname.replace(/^\/en(?=\/|$)/i, '') || '/';
  return <Navigate to={`${rest}${location.search}${location.hash}`} replace />;
}

/**
 * The language is a parameter of one route, not a route per language: React Router tries the
 * routes one by one on every navigation, and 24 copies of every page made that the largest single
 * cost of starting the app on a phone. Both trees render this same component, so switching
 * language updates the page in place (what a person typed stays) rather than building a new one.
 * A first segment that is no language (`/nonsense/assessment`) is not a page.
 */
function LanguageLayout() {
  const segment = useParams()['language'];
  const language = languageOfSegment(segment);
  if (segment !== undefined && language === DEFAULT_LANGUAGE) return <DropEnglishPrefix />;
  if (!language) return <AppLayout language={DEFAULT_LANGUAGE} notFound={<Page page={pages.notFound} />} />;
  return <AppLayout language={language} />;
}

// Static paths rank above parameters, so `/assessment` is the English page, never language "assessment".
// The console is in English only (issue 17), so it has no language prefix and its own layout.
export const routes: RouteObject[] = [
  {
    path: '/admin',
    ...show(pages.adminLayout),
    children: [
      { index: true, ...show(pages.admin) },
      { path: 'debug', ...show(pages.adminDebug) },
    ],
  },
  // The spec lists it beside the console, unprefixed (issue 18); it shares the console's layout.
  { path: '/admin-indexnow', ...show(pages.adminLayout), children: [{ index: true, ...show(pages.adminIndexNow) }] },
  { path: '/:language', element: <LanguageLayout />, children: pageRoutes() },
  { path: '/', element: <LanguageLayout />, children: pageRoutes() },
];

let lastMatched: { pathname: string; matches: RouteMatch[] | null } | undefined;

/**
 * The routes `pathname` matches. matchRoutes flattens and ranks the whole table and compiles a
 * pattern for each route it tries, on every call: a few milliseconds here, several times that on a
 * phone, in the task that starts the app. preparePath and the first render ask for the same path,
 * so the last answer is kept.
 */
function matchesOf(pathname: string): RouteMatch[] | null {
  if (lastMatched?.pathname !== pathname) lastMatched = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatched.matches;
}

/**
 * The page the route table shows for the current location (the browser's, or the build's in
 * StaticRouter): what `useRoutes(routes)` renders at the top of the tree, with the match shared.
 */
export function AppRoutes() {
  return renderMatches(matchesOf(useLocation().pathname));
}

/**
 * Loads the code and data of every page `pathname` shows (a layout and its page), for a first
 * render that equals the pre-rendered HTML: entry-client awaits it before hydrating, the build
 * before rendering.
 */
export async function preparePath(pathname: string): Promise<void> {
  const matches = matchesOf(pathname) ?? [];
  // The language as LanguageLayout decides it; English where the segment is none (a not-found page).
  const language = languageOfSegment(matches[0]?.params['language']) ?? DEFAULT_LANGUAGE;
  await Promise.all(
    matches.map(({ route, params }) => {
      const lazy = (route.handle as { page?: LazyPage } | undefined)?.page;
      return lazy && preparePage(lazy, { params, language, pathname });
    }),
  );
}

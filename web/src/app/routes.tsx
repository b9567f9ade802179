import { Navigate, useLocation, useParams, type LoaderFunction, type RouteObject } from 'react-router';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { DEFAULT_LANGUAGE, languageOfSegment } from '../i18n/languages.js';
import { AppLayout } from './app-layout.js';

// Each page is its own chunk, loaded with its route; entry-client loads the current one before
// hydrating so the pre-rendered HTML is reused, never thrown away.
// A page whose text is data (domain pages, the tool library) also exports its `loader`, which
// fetches that text in the page's language before the page renders.
const page = (load: () => Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>) => load;

const pages = {
  home: page(() => import('../pages/home-page.js')),
  assessment: page(() => import('../pages/assessment-page.js')),
  results: page(() => import('../pages/results-page.js')),
  shared: page(() => import('../pages/shared-page.js')),
  workshops: page(() => import('../pages/workshop-entry.js').then((entry) => entry.loadWorkshopPages())),
  sheet: page(() => import('../pages/sheet-page.js')),
  workshopSheet: page(() => import('../pages/workshop-sheet-page.js')),
  unsubscribe: page(() => import('../pages/unsubscribe-page.js')),
  mailingListConfirm: page(() => import('../pages/mailing-list-confirm-page.js')),
  login: page(() => import('../pages/login-page.js')),
  loginVerify: page(() => import('../pages/login-verify-page.js')),
  customize: page(() => import('../pages/customize-page.js')),
  coachingTools: page(() => import('../pages/coaching-tools-page.js')),
  premiumDashboard: page(() => import('../pages/premium-dashboard-page.js')),
  premiumEnrollment: page(() => import('../pages/premium-enrollment-page.js')),
  premiumPayment: page(() => import('../pages/premium-payment-page.js')),
  premiumPaymentReturn: page(() => import('../pages/premium-payment-return-page.js')),
  account: page(() => import('../pages/account-page.js')),
  premiumContent: page(() => import('../pages/premium-content-page.js')),
  focusNew: page(() => import('../pages/focus-new-page.js')),
  focusRerate: page(() => import('../pages/focus-rerate-page.js')),
  focusRemindersStop: page(() => import('../pages/focus-reminders-stop-page.js')),
  domain: page(() => import('../pages/domain-page.js')),
  notFound: page(() => import('../pages/not-found-page.js')),
  // The staff console (issue 17): its own chunks, which no public page loads.
  adminLayout: page(() => import('../features/admin/admin-layout.js')),
  admin: page(() => import('../features/admin/admin-page.js')),
  adminDebug: page(() => import('../features/admin/debug/admin-debug-page.js')),
  adminIndexNow: page(() => import('../features/admin/indexnow/admin-indexnow-page.js')),
};

/**
 * The pages under one of the two trees (`tree`: `/:language` or `/`). Routes with a loader carry an
 * id, unique across both trees, under which entry-client hands the pre-rendered page its data.
 */
function pageRoutes(tree: 'prefixed' | 'english'): RouteObject[] {
  return [
    { index: true, lazy: pages.home },
    { path: 'assessment', lazy: pages.assessment },
    { path: 'results/:token', lazy: pages.results },
    { path: 'shared/:shareToken', lazy: pages.shared },
    { path: 'workshop/:workshopId?', lazy: pages.workshops },
    { path: 'workshop/:workshopId/sheet', lazy: pages.workshopSheet },
    { path: 'sheet', id: `${tree}:sheet`, lazy: pages.sheet },
    { path: 'join/:code', lazy: pages.workshops },
    { path: 'unsubscribe/:token', lazy: pages.unsubscribe },
    { path: 'mailing-list/confirm/:token', lazy: pages.mailingListConfirm },
    { path: 'login', lazy: pages.login },
    { path: 'login/verify', lazy: pages.loginVerify },
    { path: 'customize', lazy: pages.customize },
    { path: 'coaching-tools', id: `${tree}:coaching-tools`, lazy: pages.coachingTools },
    { path: 'premium/dashboard', lazy: pages.premiumDashboard },
    { path: 'premium/enrollment', lazy: pages.premiumEnrollment },
    { path: 'premium/payment', lazy: pages.premiumPayment },
    { path: 'premium/payment/return', lazy: pages.premiumPaymentReturn },
    { path: 'account', lazy: pages.account },
    { path: 'premium/content/:section/:domain?', lazy: pages.premiumContent },
    { path: 'premium/focus/new', lazy: pages.focusNew },
    { path: 'premium/focus/:focusId/rerate', lazy: pages.focusRerate },
    { path: 'focus-reminders/stop/:token', lazy: pages.focusRemindersStop },
    ...DEFAULT_DOMAIN_IDS.map((id) => ({ path: id, id: `${tree}:${id}`, lazy: pages.domain, handle: { domainId: id } })),
    { path: '*', lazy: pages.notFound },
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
  if (!language) return <AppLayout language={DEFAULT_LANGUAGE} notFound />;
  return <AppLayout language={language} />;
}

// Static paths rank above parameters, so `/assessment` is the English page, never language "assessment".
// The console is in English only (issue 17), so it has no language prefix and its own layout.
export const routes: RouteObject[] = [
  {
    path: '/admin',
    lazy: pages.adminLayout,
    children: [
      { index: true, lazy: pages.admin },
      { path: 'debug', lazy: pages.adminDebug },
    ],
  },
  // The spec lists it beside the console, unprefixed (issue 18); it shares the console's layout.
  { path: '/admin-indexnow', lazy: pages.adminLayout, children: [{ index: true, lazy: pages.adminIndexNow }] },
  { path: '/:language', element: <LanguageLayout />, children: pageRoutes('prefixed') },
  { path: '/', element: <LanguageLayout />, children: pageRoutes('english') },
];

import { Navigate, useLocation, type RouteObject } from 'react-router';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { PREFIXED_LANGUAGES, type Language } from '../i18n/languages.js';
import { AppLayout } from './app-layout.js';

// Each page is its own chunk, loaded with its route; entry-client loads the current one before
// hydrating so the pre-rendered HTML is reused, never thrown away.
const page = (load: () => Promise<{ Component: React.ComponentType }>) => load;

const pages = {
  home: page(() => import('../pages/home-page.js')),
  assessment: page(() => import('../pages/assessment-page.js')),
  results: page(() => import('../pages/results-page.js')),
  unsubscribe: page(() => import('../pages/unsubscribe-page.js')),
  login: page(() => import('../pages/login-page.js')),
  loginVerify: page(() => import('../pages/login-verify-page.js')),
  customize: page(() => import('../pages/customize-page.js')),
  coachingTools: page(() => import('../pages/coaching-tools-page.js')),
  premiumDashboard: page(() => import('../pages/premium-dashboard-page.js')),
  premiumEnrollment: page(() => import('../pages/premium-enrollment-page.js')),
  premiumPayment: page(() => import('../pages/premium-payment-page.js')),
  premiumPaymentReturn: page(() => import('../pages/premium-payment-return-page.js')),
  domain: page(() => import('../pages/domain-page.js')),
  notFound: page(() => import('../pages/not-found-page.js')),
};

function pageRoutes(): RouteObject[] {
  return [
    { index: true, lazy: pages.home },
    { path: 'assessment', lazy: pages.assessment },
    { path: 'results/:token', lazy: pages.results },
    { path: 'unsubscribe/:token', lazy: pages.unsubscribe },
    { path: 'login', lazy: pages.login },
    { path: 'login/verify', lazy: pages.loginVerify },
    { path: 'customize', lazy: pages.customize },
    { path: 'coaching-tools', lazy: pages.coachingTools },
    { path: 'premium/dashboard', lazy: pages.premiumDashboard },
    { path: 'premium/enrollment', lazy: pages.premiumEnrollment },
    { path: 'premium/payment', lazy: pages.premiumPayment },
    { path: 'premium/payment/return', lazy: pages.premiumPaymentReturn },
    ...DEFAULT_DOMAIN_IDS.map((id) => ({ path: id, lazy: pages.domain, handle: { domainId: id } })),
    { path: '*', lazy: pages.notFound },
  ];
}

/** `/en/...` is the unprefixed page (spec section 2). */
function DropEnglishPrefix() {
  const location = useLocation();
  const rest = location.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return <Navigate to={`${rest}${location.search}${location.hash}`} replace />;
}

const layout = (language: Language, path: string): RouteObject => ({ path, element: <AppLayout language={language} />, children: pageRoutes() });

export const routes: RouteObject[] = [
  { path: '/en/*', element: <DropEnglishPrefix /> },
  { path: '/en', element: <DropEnglishPrefix /> },
  ...PREFIXED_LANGUAGES.map((language) => layout(language, `/${language}`)),
  layout('en', '/'),
];

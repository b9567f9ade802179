// A content page's top bar parts, never hydrated (issue 20): every account state written out, in
// the page's language, the visitor's shown. web/src/content/account-state.ts shows the one the
// user call answers, so no text comes from a script, and the visitor's login link needs no script
// at all. Rendered only by the build (entry-server), so the app's bundle does not carry them.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../app/language-context.js';
import type { StaticParts } from '../app/static-page.js';
import { MiniLogo } from './mini-logo.js';

function StaticAccountLinks() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <Link to={to('/login')} className="top-bar__login" data-account="visitor">
        {t('common.nav.login')}
      </Link>
      <span className="top-bar__account" data-account="member" hidden>
        <Link to={to('/account')} className="top-bar__login">
          {t('account.nav.link')}
        </Link>
        <button type="button" className="button button--small top-bar__logout" data-logout data-working={t('auth.logout.working')}>
          {t('auth.logout.button')}
        </button>
      </span>
      {/* The dashboard links to the account page: a phone's top bar has no room for both. */}
      <Link to={to('/premium/dashboard')} className="button button--small" data-account="premium" hidden>
        {t('common.nav.dashboard')}
      </Link>
    </>
  );
}

/** Home for everyone; the content script points it at the dashboard for a premium person, as the app does. */
function StaticLogo({ label }: { label: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link to={to('/')} className="top-bar__logo" aria-label={label} data-premium-href={to('/premium/dashboard')}>
      <MiniLogo />
      <span className="top-bar__brand">{t('common.brand')}</span>
    </Link>
  );
}

export const STATIC_TOP_BAR_PARTS: StaticParts = { Logo: StaticLogo, AccountLinks: StaticAccountLinks };

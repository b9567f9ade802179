import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../app/language-context.js';
import { useStaticParts } from '../app/static-page.js';
import { LogoutButton } from '../features/auth/logout-button.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MiniLogo } from './mini-logo.js';

function AppTopBar({ label }: { label: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user, loading } = useCurrentUser();
  const premium = user?.isPremium === true;
  const dashboard = to('/premium/dashboard');
  return (
    <>
      <Link to={premium ? dashboard : to('/')} className="top-bar__logo" aria-label={label}>
        <MiniLogo />
        <span className="top-bar__brand">{t('common.brand')}</span>
      </Link>
      <nav className="top-bar__nav" aria-label={t('common.nav.mainMenu')}>
        {loading ? (
          // Holds the place of what a visitor gets once the user call answers: the login link, in
          // every language. It carries the link's own text, hidden, so it is exactly as wide: a
          // fixed width would wrap the bar onto a second line on a phone in a language with a
          // longer word, then take it back, moving the whole page under the reader (issue 20).
          <span className="top-bar__login top-bar__placeholder" aria-hidden="true">
            {t('common.nav.login')}
          </span>
        ) : premium ? (
          // The dashboard links to the account page: a phone's top bar has no room for both.
          <Link to={dashboard} className="button button--small">
            {t('common.nav.dashboard')}
          </Link>
        ) : user ? (
          <>
            <Link to={to('/account')} className="top-bar__login">
              {t('account.nav.link')}
            </Link>
            <LogoutButton className="button button--small top-bar__logout" />
          </>
        ) : (
          <Link to={to('/login')} className="top-bar__login">
            {t('common.nav.login')}
          </Link>
        )}
        <LanguageSwitcher />
      </nav>
    </>
  );
}

/**
 * The account links come before the language menu, so the menu keeps its place at the bar's edge
 * when they change with the user call ("Log in" gives way to "Account" or "Dashboard", each its
 * own width): after the menu, they moved it sideways on every signed-in page load (issue 20).
 */
export function TopBar() {
  const { t } = useTranslation();
  // On a content page (pre-rendered, never hydrated) the build's own parts: app/static-page.ts.
  const staticParts = useStaticParts();
  return (
    <header className="top-bar">
      {staticParts ? (
        <>
          <staticParts.Logo label={t('common.nav.home')} />
          <nav className="top-bar__nav" aria-label={t('common.nav.mainMenu')}>
            <staticParts.AccountLinks />
            <LanguageSwitcher />
          </nav>
        </>
      ) : (
        <AppTopBar label={t('common.nav.home')} />
      )}
    </header>
  );
}

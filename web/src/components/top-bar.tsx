import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { LogoutButton } from '../features/auth/logout-button.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MiniLogo } from './mini-logo.js';

const DASHBOARD = '/en/premium/dashboard';

export function TopBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const { user, loading } = useCurrentUser();
  const premium = user?.isPremium === true;
  return (
    <header className="top-bar">
      <Link to={premium ? DASHBOARD : to('/')} className="top-bar__logo" aria-label={t('common.nav.home')}>
        <MiniLogo />
        <span className="top-bar__brand">{t('common.brand')}</span>
      </Link>
      <nav className="top-bar__nav" aria-label={t('common.nav.mainMenu')}>
        <LanguageSwitcher />
        {loading ? (
          // Holds the place of what a visitor gets once the user call answers: the login link,
          // which only English has. Elsewhere a visitor gets nothing, and a placeholder there
          // would wrap the bar onto a second line on a phone and then take it back, moving the
          // whole page up under the reader (issue 20's layout shift on /ar/assessment).
          language === 'en' && <span className="top-bar__placeholder" aria-hidden="true" />
        ) : premium ? (
          // The dashboard links to the account page: a phone's top bar has no room for both.
          <Link to={DASHBOARD} className="button button--small">
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
          language === 'en' && (
            <Link to="/en/login" className="top-bar__login">
              {t('common.nav.login')}
            </Link>
          )
        )}
      </nav>
    </header>
  );
}

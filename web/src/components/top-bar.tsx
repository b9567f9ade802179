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
          <span className="top-bar__placeholder" aria-hidden="true" />
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

import { useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta.js';
import { useCurrentUser } from '../../hooks/use-current-user.js';
import { NoIndex } from '../premium-content/no-index.js';
import { useAdminTexts } from './admin-texts.js';
import './admin.css';

/**
 * `/admin`, `/admin/debug` (issue 17) and `/admin-indexnow` (issue 18): the staff console, in English, outside the public
 * layout. The page never decides access: every API checks it in the owning service. The page only
 * says plainly what a visitor (a login link) or a non-admin ("not allowed") gets instead.
 */
export function Component() {
  const { t } = useTranslation();
  useEnglish();
  const texts = useAdminTexts();
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();

  if (texts.failed) return <p role="alert">{t('common.errors.unexpected')}</p>;
  if (!texts.ready) return null;

  let content;
  if (loading) content = <p role="status">{t('admin.access.checking')}</p>;
  else if (!user)
    content = (
      <div className="admin-access" role="status">
        <p>{t('admin.access.visitor')}</p>
        <a className="button button--primary" href={`/login?next=${encodeURIComponent(pathname)}`}>
          {t('admin.access.logIn')}
        </a>
      </div>
    );
  else if (!user.isAdmin)
    content = (
      <p className="admin-access" role="alert">
        {t('admin.access.forbidden')}
      </p>
    );
  else content = <Outlet />;

  // No LanguageProvider: its default is English, the console's only language.
  return (
    <>
      <PageMeta title={t('admin.meta.title')} description={t('admin.meta.description')} />
      <NoIndex />
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="admin-header">
        <p className="admin-header__title">{t('admin.title')}</p>
        <nav aria-label={t('admin.nav.label')}>
          <NavLink to="/admin" end>
            {t('admin.nav.business')}
          </NavLink>
          <NavLink to="/admin/debug">{t('admin.nav.debug')}</NavLink>
          <NavLink to="/admin-indexnow">{t('admin.nav.indexnow')}</NavLink>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="admin">
        {content}
      </main>
    </>
  );
}

/**
 * The console is English whatever page came before it. Done here rather than with the public
 * layout's usePageLanguage: sharing that module (and what it loads) with the entry made the
 * bundler split it out of the first visit's main chunk, a cost every public page would pay.
 */
function useEnglish(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== 'en') void i18n.changeLanguage('en');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }, [i18n]);
}

import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { DeleteAccount } from '../features/account/delete-account.js';
import { DownloadData } from '../features/account/download-data.js';
import { LogoutButton } from '../features/auth/logout-button.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { useDeleteAccount } from '../hooks/use-delete-account.js';
import '../components/email-field.css';
import '../features/account/account.css';

/**
 * `/account`: the person's own data, for every account, free or premium: download it (JSON, CSV)
 * or delete the account. A visitor is sent to log in and come back.
 */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user, loading } = useCurrentUser();
  // Here, not in the delete section: once the account is gone there is no user, and the page says
  // so instead of sending the person to log in.
  const remove = useDeleteAccount();
  // Logging out here leads home; only someone who was never logged in is sent to log in.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const meta = <PageMeta title={t('account.meta.title')} description={t('account.meta.description')} />;

  if (remove.isSuccess) {
    return (
      <div className="page account">
        {meta}
        <h1>{t('account.delete.doneTitle')}</h1>
        <p role="status">{t('account.delete.done')}</p>
        <Link to={to('/')} className="button button--primary">
          {t('account.delete.home')}
        </Link>
      </div>
    );
  }
  if (!loading && !user) {
    return <Navigate to={wasSignedIn.current ? to('/') : `${to('/login')}?next=${encodeURIComponent(to('/account'))}`} replace />;
  }

  return (
    <div className="page account">
      {meta}
      <h1>{t('account.title')}</h1>
      {loading || !user ? (
        <Spinner label={t('account.loading')} />
      ) : (
        <>
          <p className="account__intro">{t('account.intro', { email: user.email })}</p>
          {/* A phone's top bar has room for the account link only (styles/app.css), so logging out is offered here. */}
          <LogoutButton className="button button--small account__logout" />
          <DownloadData />
          <DeleteAccount email={user.email} remove={remove} />
        </>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http.js';
import { useLocalizedPath } from '../../app/language-context.js';
import { showToast } from '../../components/toast/toast-store.js';
import { useClaimAssessment } from '../../hooks/use-claim-assessment.js';
import { useCurrentUser } from '../../hooks/use-current-user.js';
import { creatorSecretFor, forgetCreatorSecret } from '../assessment/assessment-storage.js';
import './auth.css';

/**
 * Offered on the results page only in the browser that made the assessment (it holds the creator
 * secret): log in, then attach the assessment to the account. A shared link alone shows nothing.
 */
export function SaveToAccount({ token }: { token: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user, loading } = useCurrentUser();
  // Read after mount: the server-rendered page has no storage.
  const [secret, setSecret] = useState<string | undefined>();
  useEffect(() => setSecret(creatorSecretFor(token)), [token]);
  const save = useClaimAssessment({
    onSuccess: () => {
      forgetCreatorSecret(token);
      showToast({ title: t('auth.claim.savedTitle'), description: t('auth.claim.saved') });
    },
    onError: (error) => {
      if (error instanceof HttpError && (error.status === 409 || error.status === 403)) forgetCreatorSecret(token);
      else showToast({ title: t('common.toast.errorTitle'), description: t('auth.claim.failed'), variant: 'error' });
    },
  });

  if (!secret || loading) return null;
  const owned = save.error instanceof HttpError && (save.error.status === 409 || save.error.status === 403);
  return (
    <section className="save-results" aria-labelledby="save-results-title">
      <h2 id="save-results-title">{t('auth.claim.title')}</h2>
      {save.isSuccess ? (
        <p role="status">{t('auth.claim.saved')}</p>
      ) : owned ? (
        <p role="status">{t('auth.claim.alreadyOwned')}</p>
      ) : user ? (
        <>
          <p>{t('auth.claim.loggedIn', { email: user.email })}</p>
          <div>
            <button
              type="button"
              className="button button--primary"
              onClick={() => save.mutate({ token, creatorSecret: secret })}
              disabled={save.isPending}
              aria-busy={save.isPending}
            >
              {save.isPending ? t('auth.claim.saving') : t('auth.claim.save')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('auth.claim.loggedOut')}</p>
          <div>
            <Link to={`${to('/login')}?next=${encodeURIComponent(to(`/results/${token}`))}`} className="button">
              {t('auth.claim.login')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { showToast } from '../components/toast/toast-store.js';
import { AuthStep } from '../features/auth/auth-step.js';
import { loginLinkToken } from '../features/auth/login-link-token.js';
import { useConfirmLogin } from '../hooks/use-confirm-login.js';
import { useLoginLinkStatus } from '../hooks/use-login-link-status.js';
import '../features/auth/auth.css';

/**
 * The page the emailed link opens. Opening it changes nothing (mail scanners open links before
 * people do): it only asks "Log in as a...@example.com?"; the button uses the token, once.
 */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const token = loginLinkToken(location.hash, location.search);
  const heading = useRef<HTMLHeadingElement>(null);

  const status = useLoginLinkStatus(token);
  const confirm = useConfirmLogin(token, {
    onSuccess: ({ redirectTo, user }) => {
      showToast({ title: t('auth.verify.welcomeTitle'), description: t('auth.verify.welcome', { email: user.email }) });
      void navigate(redirectTo, { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof HttpError && error.status === 409))
        showToast({ title: t('common.toast.errorTitle'), description: t('auth.verify.failed'), variant: 'error' });
    },
  });
  const spent = (status.data && status.data.status !== 'valid') || (confirm.error instanceof HttpError && confirm.error.status === 409);

  useEffect(() => {
    if (spent) heading.current?.focus();
  }, [spent]);

  const meta = <PageMeta title={t('auth.verify.meta.title')} description={t('auth.verify.meta.description')} />;
  const askAgain = (
    <Link to={to('/login')} className="button button--primary">
      {t('auth.verify.sendNew')}
    </Link>
  );

  if (token === undefined) {
    return (
      <AuthStep meta={meta} title={t('auth.verify.invalidTitle')} actions={askAgain}>
        <p>{t('auth.verify.invalid')}</p>
      </AuthStep>
    );
  }
  if (spent) {
    return (
      <AuthStep meta={meta} title={t('auth.verify.usedTitle')} titleRef={heading} actions={askAgain}>
        <p>{t('auth.verify.used')}</p>
      </AuthStep>
    );
  }
  if (status.isPending) {
    return (
      <AuthStep meta={meta}>
        <Spinner label={t('auth.verify.checking')} />
      </AuthStep>
    );
  }
  if (status.isError) {
    return (
      <AuthStep
        meta={meta}
        title={t('auth.verify.title')}
        actions={
          <button type="button" className="button button--primary" onClick={() => void status.refetch()}>
            {t('common.errors.reload')}
          </button>
        }
      >
        <p role="alert">{t('auth.verify.failed')}</p>
      </AuthStep>
    );
  }
  return (
    <AuthStep
      meta={meta}
      title={t('auth.verify.title')}
      actions={
        <button type="button" className="button button--primary" onClick={() => confirm.mutate()} disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {confirm.isPending ? t('auth.verify.confirming') : t('auth.verify.confirm')}
        </button>
      }
    >
      <p>{t('auth.verify.question', { email: status.data.maskedEmail ?? '' })}</p>
    </AuthStep>
  );
}

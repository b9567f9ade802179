import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isValidEmail, normalizeEmail, sanitizeNextPath } from '@lifewheel/contracts';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { EmailField } from '../components/email-field.js';
import { AuthStep } from '../features/auth/auth-step.js';
import { loginProblemKey } from '../features/auth/login-problem.js';
import { LogoutButton } from '../features/auth/logout-button.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { useRequestLoginLink } from '../hooks/use-request-login-link.js';
import type { TranslationKey } from '../i18n/translation.js';
import '../features/auth/auth.css';

/**
 * `/login`: one field. The answer is the same whatever the address ("check your inbox"), so the
 * page never tells whether an account exists.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const next = sanitizeNextPath(params.get('next') ?? undefined);
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<TranslationKey | undefined>();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const send = useRequestLoginLink({ onError: (error) => setFieldError(loginProblemKey(error)) });

  useEffect(() => {
    if (send.isSuccess) sentHeading.current?.focus();
  }, [send.isSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setFieldError('auth.login.emailInvalid');
      return;
    }
    setFieldError(undefined);
    send.mutate({ email: normalizeEmail(email), language, ...(next ? { next } : {}) });
  };

  const meta = <PageMeta title={t('auth.login.meta.title')} description={t('auth.login.meta.description')} />;

  if (user) {
    return (
      <AuthStep
        meta={meta}
        title={t('auth.login.title')}
        actions={
          <>
            <Link to={to('/')} className="button button--primary">
              {t('auth.login.goHome')}
            </Link>
            <LogoutButton className="button" />
          </>
        }
      >
        <p>{t('auth.login.loggedInAs', { email: user.email })}</p>
      </AuthStep>
    );
  }

  if (send.isSuccess) {
    return (
      <AuthStep
        meta={meta}
        title={t('auth.login.sentTitle')}
        titleRef={sentHeading}
        actions={
          <button type="button" className="button" onClick={() => send.reset()}>
            {t('auth.login.useAnother')}
          </button>
        }
      >
        <p role="status">{t('auth.login.sent', { email: send.variables?.email })}</p>
        <p className="auth__note">{t('auth.login.sentSpam')}</p>
      </AuthStep>
    );
  }

  return (
    <AuthStep meta={meta} title={t('auth.login.title')}>
      <p>{t('auth.login.intro')}</p>
      <form className="auth-form" onSubmit={submit} noValidate>
        <EmailField
          id="login-email"
          label={t('auth.login.emailLabel')}
          hint={t('auth.login.emailHint')}
          value={email}
          onChange={setEmail}
          error={fieldError ? t(fieldError) : undefined}
        />
        <div className="auth__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? t('auth.login.sending') : t('auth.login.submit')}
          </button>
        </div>
      </form>
    </AuthStep>
  );
}

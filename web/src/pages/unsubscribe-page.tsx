import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, unsubscribeRequestSchema } from '@lifewheel/contracts';
import { errorCodeOf } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { showToast } from '../components/toast/toast-store.js';
import { useUnsubscribe } from '../hooks/use-unsubscribe.js';
import { useFollowUpTexts } from '../i18n/follow-up-texts.js';
import '../features/follow-ups/unsubscribe.css';

/** The follow-ups' texts are their own chunk, which the assessment never loads. */
export const load = ({ language }: PageLoadArgs) => useFollowUpTexts.preload(language);

export function Component() {
  const language = useLanguage();
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!useFollowUpTexts(language)) return <Spinner />;
  return <Unsubscribe />;
}

/**
 * The page every mailing-list email links to. Opening it changes nothing (mail scanners open
 * links); only pressing the button unsubscribes. The server answers the same for a token it does
 * not know, so this page never tells whether an address was on the list.
 */
function Unsubscribe() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { token = '' } = useParams();
  const done = useRef<HTMLParagraphElement>(null);
  const leave = useUnsubscribe(token, {
    onError: (error) => {
      if (errorCodeOf(error) !== ErrorCode.ValidationFailed)
        showToast({ title: t('common.toast.errorTitle'), description: t('followUps.unsubscribe.failed'), variant: 'error' });
    },
  });
  // The server has the last word on the link (its only field is the token).
  const valid = unsubscribeRequestSchema.safeParse({ token }).success && errorCodeOf(leave.error) !== ErrorCode.ValidationFailed;

  useEffect(() => {
    if (leave.isSuccess) done.current?.focus();
  }, [leave.isSuccess]);

  const home = (
    <Link to={to('/')} className="button">
      {t('followUps.unsubscribe.home')}
    </Link>
  );

  return (
    <div className="page page--narrow unsubscribe">
      <PageMeta title={t('followUps.unsubscribe.meta.title')} description={t('followUps.unsubscribe.meta.description')} />
      {!valid ? (
        <>
          <h1>{t('followUps.unsubscribe.invalidTitle')}</h1>
          <p>{t('followUps.messages.unsubscribeLinkInvalid')}</p>
          {home}
        </>
      ) : leave.isSuccess ? (
        <>
          <h1>{t('followUps.unsubscribe.doneTitle')}</h1>
          <p ref={done} className="unsubscribe__done" role="status" tabIndex={-1}>
            {t('followUps.unsubscribe.done')}
          </p>
          {home}
        </>
      ) : (
        <>
          <h1>{t('followUps.unsubscribe.title')}</h1>
          <p>{t('followUps.unsubscribe.body')}</p>
          <button type="button" className="button button--primary" onClick={() => leave.mutate()} disabled={leave.isPending} aria-busy={leave.isPending}>
            {leave.isPending ? t('followUps.unsubscribe.working') : t('followUps.unsubscribe.confirm')}
          </button>
        </>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAILING_LIST_CONFIRM_TTL_DAYS } from '@lifewheel/contracts';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { confirmPageState } from '../features/follow-ups/confirm-subscription-state.js';
import { useConfirmSubscription } from '../hooks/use-confirm-subscription.js';
import { useFollowUpTexts } from '../i18n/follow-up-texts.js';
// The unsubscribe page's calm one-question layout.
import '../features/follow-ups/unsubscribe.css';

/** The follow-ups' texts are their own chunk, which the assessment never loads. */
export const load = ({ language }: PageLoadArgs) => useFollowUpTexts.preload(language);

export function Component() {
  const language = useLanguage();
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!useFollowUpTexts(language)) return <Spinner />;
  return <ConfirmSubscription />;
}

/**
 * `/mailing-list/confirm/{token}`, linked from the confirmation email (double opt-in). Opening it
 * changes nothing (mail scanners open links); only pressing the button puts the address on the
 * list. The consent sentence sits right above the button: the server records it as what was agreed.
 */
function ConfirmSubscription() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const { token = '' } = useParams();
  const outcome = useRef<HTMLParagraphElement>(null);
  const join = useConfirmSubscription(token, language);
  const state = confirmPageState(token, join);
  const settled = state === 'done' || state === 'used' || state === 'expired' || (state === 'invalid' && join.isError);

  // A screen reader hears the outcome, and keyboard focus lands on it, once the button has done its work.
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  const home = (
    <Link to={to('/')} className="button">
      {t('followUps.unsubscribe.home')}
    </Link>
  );
  const ended = (titleKey: 'doneTitle' | 'usedTitle' | 'expiredTitle' | 'invalidTitle', bodyKey: 'done' | 'used' | 'expired' | 'invalid') => (
    <>
      <h1>{t(`followUps.confirm.${titleKey}`)}</h1>
      <p ref={outcome} className="unsubscribe__done" role="status" tabIndex={-1}>
        {t(`followUps.confirm.${bodyKey}`, { days: MAILING_LIST_CONFIRM_TTL_DAYS })}
      </p>
      {home}
    </>
  );

  return (
    <div className="page page--narrow unsubscribe">
      <PageMeta title={t('followUps.confirm.meta.title')} description={t('followUps.confirm.meta.description')} />
      {state === 'done' ? (
        ended('doneTitle', 'done')
      ) : state === 'used' ? (
        ended('usedTitle', 'used')
      ) : state === 'expired' ? (
        ended('expiredTitle', 'expired')
      ) : state === 'invalid' ? (
        ended('invalidTitle', 'invalid')
      ) : (
        <>
          <h1>{t('followUps.confirm.title')}</h1>
          <p>{t('followUps.confirm.body')}</p>
          <p id="mailing-list-consent">
            <strong>{t('followUps.fields.consent.label')}</strong>
          </p>
          <button
            type="button"
            className="button button--primary"
            aria-describedby="mailing-list-consent"
            onClick={() => !join.isPending && join.mutate()}
            aria-disabled={join.isPending}
            aria-busy={join.isPending}
          >
            {state === 'working' ? t('followUps.confirm.working') : t('followUps.confirm.submit')}
          </button>
          <div role="alert">{state === 'failed' && <p>{t('followUps.confirm.failed')}</p>}</div>
        </>
      )}
    </div>
  );
}

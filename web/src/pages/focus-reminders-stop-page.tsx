import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { FocusPageFrame } from '../features/focus/focus-page-frame.js';
import { focusProblem } from '../features/focus/focus-problem.js';
import { useStopFocusReminders } from '../hooks/use-stop-focus-reminders.js';
import { useFollowUpTexts } from '../i18n/follow-up-texts.js';

/** The follow-ups' texts (its way home) are their own chunk, which the assessment never loads. */
export const load = ({ language }: PageLoadArgs) => useFollowUpTexts.preload(language);

const ON_STOP = { conflict: 'stopTokenInvalid', notFound: 'stopTokenInvalid' } as const;

/**
 * `/focus-reminders/stop/{token}`, linked from every reminder email; no login needed. Opening it
 * changes nothing (mail scanners open links): only the button stops the reminders.
 */
export function Component() {
  const { token = '' } = useParams();
  const language = useLanguage();
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!useFollowUpTexts(language)) return <Spinner />;
  return <FocusPageFrame titleKey="stop">{() => <StopReminders token={token} />}</FocusPageFrame>;
}

function StopReminders({ token }: { token: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const done = useRef<HTMLParagraphElement>(null);
  const stop = useStopFocusReminders(token);
  useEffect(() => {
    if (stop.isSuccess) done.current?.focus();
  }, [stop.isSuccess]);
  const problem = stop.isError ? focusProblem(stop.error, ON_STOP) : null;
  return (
    <>
      <h1>{t('premiumContent.focus.stop.title')}</h1>
      {stop.isSuccess ? (
        <p ref={done} role="status" tabIndex={-1}>
          {t('premiumContent.focus.stop.done')}
        </p>
      ) : (
        <>
          <p>{t('premiumContent.focus.stop.body')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => !stop.isPending && stop.mutate()}
            aria-disabled={stop.isPending}
            aria-busy={stop.isPending}
          >
            {stop.isPending ? t('premiumContent.focus.stop.stopping') : t('premiumContent.focus.stop.submit')}
          </button>
        </>
      )}
      <div role="alert">{problem && <p className="focus-form__problem">{t(problem.key, problem.params)}</p>}</div>
      <p>
        <Link to={to('/')}>{t('followUps.unsubscribe.home')}</Link>
      </p>
    </>
  );
}

import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type Focus } from '@lifewheel/contracts';
import { errorCodeOf } from '../api/http.js';
import { useLocalizedPath } from '../app/language-context.js';
import { InlineLoadError } from '../components/inline-load-error.js';
import { Spinner } from '../components/spinner.js';
import { showToast } from '../components/toast/toast-store.js';
import { ScoreScale } from '../features/assessment/score-scale.js';
import { FocusPageFrame } from '../features/focus/focus-page-frame.js';
import { lastDesired } from '../features/focus/focus-model.js';
import { focusProblem, type FocusProblem } from '../features/focus/focus-problem.js';
import { PremiumRefusal, isPremiumRefusal } from '../features/focus/premium-refusal.js';
import { useFocusCheckIn } from '../hooks/use-focus-check-in.js';
import { useFocusOverview } from '../hooks/use-focus-overview.js';

// A 404 is said by the page itself (below); the context covers the 409 of an ended focus.
const ON_CHECK_IN = { conflict: 'focusEnded', notFound: 'focusEnded' } as const;

/**
 * `/premium/focus/{focusId}/rerate`, where each reminder email links: the focus's one domain on the
 * assessment's 1 to 10 scale; saving adds a check-in and returns to the dashboard. Logged out, the
 * person logs in and comes back here.
 */
export function Component() {
  const { focusId = '' } = useParams();
  return <FocusPageFrame titleKey="rerate">{() => <Rerate focusId={focusId} />}</FocusPageFrame>;
}

function Rerate({ focusId }: { focusId: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const overview = useFocusOverview();
  if (isPremiumRefusal(overview.error)) return <PremiumRefusal error={overview.error} />;
  if (overview.isPending) return <Spinner label={t('premiumContent.loading')} />;
  if (overview.isError)
    return <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  const { active, past } = overview.data;
  const focus = [active, ...past].find((candidate) => candidate?.id === focusId);
  if (!focus) {
    return (
      <>
        <h1>{t('premiumContent.focus.rerate.metaTitle')}</h1>
        <p role="alert">{t('premiumContent.focus.rerate.notFound')}</p>
        <Link to={to('/premium/dashboard')} className="button button--primary">
          {t('premiumContent.focus.start.toDashboard')}
        </Link>
      </>
    );
  }
  return <RerateForm focus={focus} />;
}

function RerateForm({ focus }: { focus: Focus }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [desired, setDesired] = useState<number | undefined>(lastDesired(focus));
  const [problem, setProblem] = useState<FocusProblem | null>(null);
  const ids = { intro: useId(), current: useId(), desired: useId(), problem: useId() };
  const checkIn = useFocusCheckIn(focus.id, {
    onSuccess: () => {
      showToast({ description: t('premiumContent.focus.rerate.saved') });
      void navigate(to('/premium/dashboard'));
    },
    // A 404 here: the focus went away after the page loaded it (deleted with the account elsewhere).
    onError: (error) =>
      setProblem(
        errorCodeOf(error) === ErrorCode.NotFound
          ? { key: 'premiumContent.focus.rerate.notFound', params: { max: 10 }, alreadyActive: false }
          : focusProblem(error, ON_CHECK_IN),
      ),
  });
  const domain = t(`domains.${focus.domain}.name`);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (checkIn.isPending) return;
    if (current === undefined) {
      setProblem({ key: 'premiumContent.focus.errors.scoreInvalid', params: { max: 10 }, alreadyActive: false });
      return;
    }
    setProblem(null);
    checkIn.mutate({ current, ...(desired === undefined ? {} : { desired }) });
  };

  return (
    <>
      <h1>{t('premiumContent.focus.rerate.title', { domain })}</h1>
      <p id={ids.intro}>{t('premiumContent.focus.rerate.intro')}</p>
      <form className="focus-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend id={ids.current}>{t('premiumContent.focus.rerate.current')}</legend>
          <ScoreScale name="current" value={current} onChange={setCurrent} describedBy={ids.current} />
        </fieldset>
        <fieldset>
          <legend id={ids.desired}>{t('premiumContent.focus.rerate.desired')}</legend>
          <ScoreScale name="desired" value={desired} onChange={setDesired} describedBy={ids.desired} />
        </fieldset>
        <div id={ids.problem} role="alert">
          {problem && <p className="focus-form__problem">{t(problem.key, problem.params)}</p>}
        </div>
        <button type="submit" className="button button--primary" aria-disabled={checkIn.isPending} aria-busy={checkIn.isPending}>
          {checkIn.isPending ? t('premiumContent.focus.rerate.saving') : t('premiumContent.focus.rerate.save')}
        </button>
      </form>
    </>
  );
}

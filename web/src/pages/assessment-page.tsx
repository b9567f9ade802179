import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { formatNumber } from '../i18n/format-number.js';
import { showToast } from '../components/toast/toast-store.js';
import {
  answerAt,
  assessmentReducer,
  initialState,
  isComplete,
  isLastStep,
  questionAt,
  scoreForKey,
  totalSteps,
} from '../features/assessment/assessment-state.js';
import { clearProgress, loadProgress, rememberCreatorSecret, saveProgress } from '../features/assessment/assessment-storage.js';
import { saveProblem } from '../features/assessment/save-problem.js';
import { ScoreScale } from '../features/assessment/score-scale.js';
import { useActiveWheel } from '../features/assessment/use-active-wheel.js';
import { useDomainLabel } from '../features/assessment/use-domain-label.js';
import { useSaveAssessment } from '../hooks/use-save-assessment.js';
import { useWindowKeydown } from '../hooks/use-window-keydown.js';
import { journeySessionId, reportJourney } from '../observability/report.js';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'radio'));
const activates = (target: EventTarget | null) => target instanceof HTMLElement && ['BUTTON', 'A', 'SELECT', 'TEXTAREA'].includes(target.tagName);

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { wheel, custom, signature } = useActiveWheel();
  const domainLabel = useDomainLabel();
  const domainNames = wheel.domains.map((domain) => domain.name);

  // The server renders the first question with no answers; stored answers arrive after mount.
  const [state, dispatch] = useReducer(assessmentReducer, domainNames, (names) => initialState(names));
  const attempt = useRef({ idempotencyKey: '', startedAt: 0, halfStartedAt: 0, desiredHalfReported: false, saved: false });
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const progress = loadProgress(signature);
    attempt.current = {
      idempotencyKey: progress?.idempotencyKey ?? crypto.randomUUID(),
      startedAt: progress?.startedAt ?? Date.now(),
      halfStartedAt: Date.now(),
      desiredHalfReported: false,
      saved: false,
    };
    if (progress && Object.keys(progress.answers).length > 0) {
      dispatch({ type: 'restore', answers: progress.answers });
      showToast({ description: t('assessment.restored') });
    } else {
      reportJourney('assessment', 'assessment-started', { custom, domains: domainNames.length });
    }
    setHydrated(true);
    // Runs once per wheel: the stored attempt belongs to it (dispatch, t and the names are stable for it).
  }, [signature]);

  useEffect(() => {
    // Once saved, the answers are no longer kept: an update still pending must not store them again.
    if (!hydrated || attempt.current.saved) return;
    saveProgress({
      wheelSignature: signature,
      answers: state.answers,
      step: state.step,
      idempotencyKey: attempt.current.idempotencyKey,
      startedAt: attempt.current.startedAt,
    });
  }, [hydrated, signature, state.answers, state.step]);

  const save = useSaveAssessment({
    onSuccess: ({ token, creatorSecret }) => {
      rememberCreatorSecret(token, creatorSecret);
      attempt.current.saved = true;
      clearProgress();
      reportJourney('assessment', 'saved', { custom }, Date.now() - attempt.current.startedAt);
      void navigate(to(`/results/${token}`));
    },
    onError: (error) => {
      const problem = saveProblem(error);
      showToast({ title: t('common.toast.errorTitle'), description: t(problem.key, problem.params ?? {}), variant: 'error' });
    },
  });

  const { domain, field } = questionAt(state);
  const value = answerAt(state);
  const complete = isComplete(state);
  const last = isLastStep(state);
  const half = domainNames.length;

  const goNext = () => {
    if (last) {
      if (!complete || save.isPending) return;
      // Reported once per attempt, however many times a failed save is retried.
      if (!attempt.current.desiredHalfReported) {
        attempt.current.desiredHalfReported = true;
        reportJourney('assessment', 'desired-half-completed', { domains: half }, Date.now() - attempt.current.halfStartedAt);
      }
      save.mutate({
        request: {
          ...(custom ? { wheel } : {}),
          responses: wheel.domains.map(({ name }) => ({
            domain: name,
            current: state.answers[name]?.current as number,
            desired: state.answers[name]?.desired as number,
          })),
          language,
          sessionId: journeySessionId(),
        },
        idempotencyKey: attempt.current.idempotencyKey,
      });
      return;
    }
    if (value === undefined) return;
    if (state.step === half - 1) {
      reportJourney('assessment', 'current-half-completed', { domains: half }, Date.now() - attempt.current.halfStartedAt);
      attempt.current.halfStartedAt = Date.now();
    }
    dispatch({ type: 'next' });
  };

  useWindowKeydown((event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const score = scoreForKey(event.key);
    if (score !== null) {
      event.preventDefault();
      dispatch({ type: 'answer', value: score });
    } else if (event.key === 'Enter' && !activates(event.target)) {
      event.preventDefault();
      goNext();
    }
  });

  // A new question takes focus, so keyboard and screen-reader users land on it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    questionHeading.current?.focus();
  }, [state.step]);

  const label = domainLabel(domain);
  const step = state.step + 1;
  const total = totalSteps(state);
  const domainColor = wheel.domains.find((d) => d.name === domain)?.color ?? '#888';

  return (
    <div className="page page--narrow assessment">
      <PageMeta title={t('assessment.meta.title')} description={t('assessment.meta.description')} />
      <h1 className="assessment__title">{custom ? t('assessment.customWheel', { name: wheel.name }) : t('assessment.title')}</h1>
      <div className="assessment__progress">
        <p id="assessment-progress" aria-live="polite">
          {t('assessment.progress', { current: formatNumber(language, step), total: formatNumber(language, total) })}
        </p>
        <div className="progress" role="progressbar" aria-labelledby="assessment-progress" aria-valuemin={1} aria-valuemax={total} aria-valuenow={step}>
          <div className="progress__bar" style={{ inlineSize: `${(step / total) * 100}%` }} />
        </div>
      </div>

      <form
        className="question"
        style={{ '--domain-color': domainColor } as React.CSSProperties}
        onSubmit={(event) => {
          event.preventDefault();
          goNext();
        }}
      >
        <fieldset>
          <legend className="visually-hidden">{t(`assessment.${field}.legend`, { domain: label })}</legend>
          <h2 className="question__text" ref={questionHeading} tabIndex={-1}>
            <span className="question__domain">{label}</span>
            {t(`assessment.${field}.question`, { domain: label })}
          </h2>
          <p className="question__guidance" id="scale-guidance">
            {t('assessment.scale.guidance')}
          </p>
          <ScoreScale
            name={`score-${state.step}`}
            value={value}
            onChange={(score) => dispatch({ type: 'answer', value: score })}
            describedBy="scale-guidance"
          />
        </fieldset>

        <div className="assessment__buttons">
          <button type="button" className="button" onClick={() => dispatch({ type: 'previous' })} disabled={state.step === 0}>
            {t('assessment.buttons.previous')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => dispatch({ type: 'undo' })} disabled={state.history.length === 0}>
            {t('assessment.buttons.undo')}
          </button>
          {last ? (
            <button type="submit" className="button button--primary" disabled={!complete || save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('assessment.buttons.saving') : t('assessment.buttons.viewResults')}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={value === undefined}>
              {t('assessment.buttons.next')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

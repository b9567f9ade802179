import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WorkshopParticipantView } from '@lifewheel/contracts';
import type { DomainResponse } from '@lifewheel/wheel';
import { errorCodeOf, retryUnlessRefused } from '../api/http.js';
import { answerWorkshop, joinWorkshop, participantEventsUrl } from '../api/workshops.js';
import { readStoredText, storeJson } from '../app/browser-storage.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { ScoreScale } from '../features/assessment/score-scale.js';
import { WheelFigure } from '../features/results/chart/wheel-figure.js';
import { buildRows } from '../features/results/results-model.js';
import { useFormatters } from '../features/results/use-formatters.js';
import { GroupWheel, ownResults } from '../features/workshops/group-result.js';
import { useDomainLabel } from '../features/assessment/use-domain-label.js';
import { useLiveView } from '../features/workshops/use-live-view.js';
import { useWorkshopTexts } from '../i18n/workshop-texts.js';
import '../features/results/results.css';
import '../features/workshops/workshops.css';

/** The phone's anonymous id for this session: random, kept in the browser so a re-answer replaces the first. */
function participantIdFor(code: string): string {
  const key = `lifewheel.workshop.${code}`;
  const stored = readStoredText(key);
  const parsed = stored ? (JSON.parse(stored) as unknown) : null;
  if (typeof parsed === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(parsed)) return parsed;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  storeJson(key, id);
  return id;
}

type Ratings = Record<string, { current?: number; desired?: number }>;

/** `/join/{code}`: a participant rates anonymously in their own language, waits, and after the reveal sees their wheel beside the group's. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { code: rawCode = '' } = useParams();
  const code = rawCode.toUpperCase();
  const [participantId] = useState(() => (typeof window === 'undefined' ? '' : participantIdFor(code)));
  const queryClient = useQueryClient();
  const label = useDomainLabel();
  const format = useFormatters();
  const textsReady = useWorkshopTexts(language);
  const [ratings, setRatings] = useState<Ratings>({});
  const [editing, setEditing] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const queryKey = ['/api/join', code];
  const joined = useQuery({
    queryKey,
    queryFn: ({ signal }) => joinWorkshop(code, participantId, signal),
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });
  // The stream carries the status (and the group's result after the reveal); this phone's own answer stays as it was.
  const onView = useCallback(
    (view: WorkshopParticipantView) =>
      queryClient.setQueryData<WorkshopParticipantView>(['/api/join', code], (previous) => ({
        ...view,
        answered: previous?.answered ?? false,
        responses: previous?.responses ?? null,
      })),
    [queryClient, code],
  );
  useLiveView(joined.isSuccess ? participantEventsUrl(code) : undefined, onView);
  const send = useMutation({
    mutationFn: (responses: DomainResponse[]) => answerWorkshop(code, participantId, responses, language),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKey, view);
      setEditing(false);
    },
  });

  if (!textsReady || joined.isPending)
    return <div className="page page--narrow page--awaiting">{textsReady ? <Spinner label={t('workshops.join.loading')} /> : <Spinner />}</div>;
  if (joined.isError) {
    return (
      <div className="page page--narrow not-found">
        <PageMeta title={t('workshops.join.metaTitle')} description={t('workshops.join.metaTitle')} />
        {/* The page's heading all the same: a screen reader's list of headings says where the person is. */}
        <h1>{t('workshops.join.metaTitle')}</h1>
        <p role="alert">{t('workshops.join.notFound')}</p>
      </div>
    );
  }
  const view = joined.data;
  const meta = <PageMeta title={`${view.name} – ${t('workshops.join.metaTitle')}`} description={t('workshops.join.metaTitle')} />;

  if (view.answered && view.responses && !editing) {
    const own = buildRows(ownResults(view.wheel, view.responses), label);
    return (
      <div className="page results workshop-join">
        {meta}
        <h1>{view.name}</h1>
        <p role="status">{t('workshops.join.thanks')}</p>
        {view.status === 'open' && <p>{t('workshops.join.wait')}</p>}
        {view.status === 'closed' && <p>{t('workshops.join.closed')}</p>}
        {view.status !== 'open' || view.aggregate ? (
          <div className="workshop-join__wheels">
            <section aria-labelledby="own-wheel-title" data-testid="own-wheel">
              <h2 id="own-wheel-title">{t('workshops.join.ownTitle')}</h2>
              <WheelFigure rows={own} formatNumber={format.number} />
            </section>
            <section aria-labelledby="group-wheel-title" data-testid="group-wheel">
              <h2 id="group-wheel-title">{t('workshops.join.groupTitle')}</h2>
              {view.aggregate ? <GroupWheel wheel={view.wheel} aggregate={view.aggregate} format={format} /> : <p>{t('workshops.join.tooFew')}</p>}
            </section>
          </div>
        ) : (
          <p>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('workshops.join.change')}
            </button>
          </p>
        )}
      </div>
    );
  }

  if (view.status === 'closed') {
    return (
      <div className="page page--narrow">
        {meta}
        <h1>{view.name}</h1>
        <p role="alert">{t('workshops.join.closed')}</p>
      </div>
    );
  }

  const rate = (domain: string, field: 'current' | 'desired', value: number) =>
    setRatings((previous) => ({ ...previous, [domain]: { ...previous[domain], [field]: value } }));
  const submit = () => {
    const responses = view.wheel.domains.map((domain) => ({
      domain: domain.name,
      current: ratings[domain.name]?.current,
      desired: ratings[domain.name]?.desired,
    }));
    if (responses.some((response) => response.current === undefined || response.desired === undefined)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    send.mutate(responses as DomainResponse[]);
  };
  const failure = send.isError ? (errorCodeOf(send.error) === 'CONFLICT' ? t('workshops.join.closed') : t('workshops.join.failed')) : null;
  return (
    <div className="page page--narrow workshop-join">
      {meta}
      <h1>{view.name}</h1>
      <p id="workshop-join-intro">{t('workshops.join.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {view.wheel.domains.map((domain, index) => (
          <fieldset key={domain.name} className="workshop-join__domain" data-testid="join-domain">
            <legend>{label(domain.name)}</legend>
            <p id={`join-current-${index}`}>{t('workshops.join.current')}</p>
            <ScoreScale
              name={`current-${index}`}
              value={ratings[domain.name]?.current}
              onChange={(value) => rate(domain.name, 'current', value)}
              describedBy={`join-current-${index}`}
            />
            <p id={`join-desired-${index}`}>{t('workshops.join.desired')}</p>
            <ScoreScale
              name={`desired-${index}`}
              value={ratings[domain.name]?.desired}
              onChange={(value) => rate(domain.name, 'desired', value)}
              describedBy={`join-desired-${index}`}
            />
          </fieldset>
        ))}
        {incomplete && <p role="alert">{t('workshops.join.incomplete')}</p>}
        {failure && <p role="alert">{failure}</p>}
        <button type="submit" className="button button--primary button--large" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t('workshops.join.submitting') : t('workshops.join.submit')}
        </button>
      </form>
    </div>
  );
}

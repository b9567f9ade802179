import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MIN_ANSWERS_FOR_AGGREGATE, type WorkshopFacilitatorView } from '@lifewheel/contracts';
import { retryUnlessRefused } from '../api/http.js';
import { facilitatorEventsUrl, getWorkshop, workshopAction } from '../api/workshops.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { useFormatters } from '../features/results/use-formatters.js';
import { DownloadResults } from '../features/results/download/download-results.js';
import { buildRows } from '../features/results/results-model.js';
import { saveBlob } from '../features/results/download/save-blob.js';
import { aggregateCsv } from '../features/workshops/aggregate-csv.js';
import { GroupDetails, GroupWheel, groupResults } from '../features/workshops/group-result.js';
import { QrCode } from '../features/workshops/qr-code.js';
import { useDomainLabel } from '../features/assessment/use-domain-label.js';
import { useLiveView } from '../features/workshops/use-live-view.js';
import { localizedPath } from '../i18n/languages.js';
import { useWorkshopTexts } from '../i18n/workshop-texts.js';
import '../features/results/results.css';
import '../features/workshops/workshops.css';

/** `/workshop/{id}`: the facilitator's screen for the projector, updated live by server-sent events. */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { workshopId = '' } = useParams();
  const queryClient = useQueryClient();
  const format = useFormatters();
  const label = useDomainLabel();
  const textsReady = useWorkshopTexts(useLanguage());
  const queryKey = ['/api/workshops', workshopId];
  const session = useQuery({
    queryKey,
    queryFn: ({ signal }) => getWorkshop(workshopId, signal),
    retry: retryUnlessRefused,
  });
  const onView = useCallback((view: WorkshopFacilitatorView) => queryClient.setQueryData(['/api/workshops', view.id], view), [queryClient]);
  const live = useLiveView(session.isSuccess ? facilitatorEventsUrl(workshopId) : undefined, onView);
  const action = useMutation({ mutationFn: (kind: 'reveal' | 'close') => workshopAction(workshopId, kind), onSuccess: onView });

  if (!textsReady || session.isPending)
    return <div className="page page--awaiting">{textsReady ? <Spinner label={t('workshops.screen.loading')} /> : <Spinner />}</div>;
  if (session.isError) {
    return (
      <div className="page page--narrow not-found">
        <p role="alert">{t('workshops.screen.notFound')}</p>
        <Link to={to('/workshop')}>{t('workshops.screen.back')}</Link>
      </div>
    );
  }
  const view = session.data;
  const joinUrl = `${window.location.origin}${localizedPath(view.language as never, `/join/${view.code}`)}`;
  const missing = MIN_ANSWERS_FOR_AGGREGATE - view.finished;
  return (
    <div className="page results workshop-screen">
      <PageMeta title={view.name} description={t('workshops.start.metaDescription')} />
      <p>
        <Link to={to('/workshop')}>{t('workshops.screen.back')}</Link>
      </p>
      <h1>{view.name}</h1>
      <p>
        {t(`workshops.status.${view.status}`)} ·{' '}
        <span aria-live="off">{live === 'live' ? t('workshops.screen.live') : t('workshops.screen.reconnecting')}</span>
      </p>
      {view.status !== 'closed' && (
        <div className="workshop-screen__join">
          <div>
            <p>{t('workshops.screen.codeLabel')}</p>
            <p className="workshop-screen__code" data-testid="join-code">
              {view.code}
            </p>
            <p className="workshop-screen__link">
              {t('workshops.screen.joinAt')} <a href={joinUrl}>{joinUrl}</a>
            </p>
          </div>
          <QrCode text={joinUrl} label={t('workshops.screen.qrLabel')} />
        </div>
      )}
      {view.status !== 'closed' && (
        <p>
          {/* For rooms without phones: the same session on paper, in this page's language. */}
          <Link to={to(`/workshop/${view.id}/sheet`)}>{t('workshops.screen.printSheets')}</Link>
        </p>
      )}
      <div className="workshop-screen__counts" role="status" aria-live="polite">
        <span data-testid="joined">{t('workshops.screen.joined', { count: view.joined })}</span>
        <span data-testid="finished">{t('workshops.screen.finished', { count: view.finished })}</span>
      </div>
      {view.aggregate ? (
        <section aria-labelledby="workshop-group-title" className="workshop-screen__group" data-testid="group-result">
          <h2 id="workshop-group-title">{t('workshops.screen.groupTitle')}</h2>
          <p data-testid="group-answers">{t('workshops.screen.groupIntro', { count: view.aggregate.answers })}</p>
          <div className="results__overview">
            <GroupWheel wheel={view.wheel} aggregate={view.aggregate} format={format} />
            <GroupDetails aggregate={view.aggregate} format={format} />
          </div>
          <DownloadResults rows={buildRows(groupResults(view.wheel, view.aggregate), label)} heading={view.name} createdAt={view.createdAt} format={format} />
          <p>
            <button
              type="button"
              className="button"
              data-download="csv"
              onClick={() => {
                const csv = aggregateCsv(view.aggregate!, label);
                saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), `lifewheel-group-${view.createdAt.slice(0, 10)}.csv`);
              }}
            >
              {t('workshops.group.csv')}
            </button>
          </p>
        </section>
      ) : (
        <p>{t('workshops.screen.waiting', { count: Math.max(missing, 0) })}</p>
      )}
      {view.status !== 'closed' && (
        <div className="workshop-screen__actions">
          {view.status === 'open' && (
            <button type="button" className="button button--primary" onClick={() => action.mutate('reveal')} disabled={action.isPending}>
              {t('workshops.screen.reveal')}
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => {
              if (window.confirm(t('workshops.screen.closeConfirm'))) action.mutate('close');
            }}
            disabled={action.isPending}
          >
            {t('workshops.screen.close')}
          </button>
        </div>
      )}
      {action.isError && <p role="alert">{t('workshops.screen.actionFailed')}</p>}
    </div>
  );
}

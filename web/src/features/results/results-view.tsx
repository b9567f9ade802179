import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AssessmentView } from '@lifewheel/contracts';
import { PageMeta } from '../../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { SaveToAccount } from '../auth/save-to-account.js';
import { WhatsNext } from '../follow-ups/whats-next.js';
import { useDomainLabel } from '../assessment/use-domain-label.js';
import { WheelFigure } from './chart/wheel-figure.js';
import { DownloadResults } from './download/download-results.js';
import { DomainInsights } from './insights/domain-insights.js';
import { buildRows, isDefaultWheel } from './results-model.js';
import { ResultsHeader } from './results-header.js';
import { ScoreSummary } from './score-summary.js';
import { ScoresTable } from './scores-table.js';
import { useFormatters } from './use-formatters.js';
import { useResultsViewed } from './use-results-viewed.js';
import { useCurrentUser } from '../../hooks/use-current-user.js';
import { usePainted } from '../../hooks/use-painted.js';
import './results.css';

// Premium only, so its own chunk: the results page of a visitor or a free account does not carry it.
const ResultsGapTools = lazy(() => import('../focus/results-gap-tools.js'));
// Only for the assessment's maker, so its own chunk, with its texts and its form's rules.
const ShareWithCoach = lazy(() => import('../shares/share-with-coach.js'));

/** Everything the results page shows for one saved assessment. */
export function ResultsView({ assessment, token }: { assessment: AssessmentView; token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const domainLabel = useDomainLabel();
  const format = useFormatters();
  const rows = buildRows(assessment.results, domainLabel);
  const custom = !isDefaultWheel(assessment.wheel);
  const { user } = useCurrentUser();
  const heading = custom ? t('results.customWheel', { name: assessment.wheel.name }) : t('results.title');
  useResultsViewed(token, { custom, domains: rows.length, language });
  // The overview (the wheel, the summary, the scores) is what a reader sees first; what follows it
  // is rendered once that has painted.
  const painted = usePainted();

  return (
    <div className="page results">
      <PageMeta title={t('results.meta.title')} description={t('results.meta.description')} />
      <ResultsHeader date={format.date(assessment.createdAt)} />

      {/* Wide screens: the wheel beside the numbers it draws; narrow ones: one column in this order. */}
      <div className="results__overview">
        <WheelFigure rows={rows} formatNumber={format.number} wheelName={custom ? heading : undefined} />
        <div className="results__numbers">
          <ScoreSummary rows={rows} format={format} />
          <section className="results-section results-section--scores" aria-labelledby="scores-title">
            <h2 id="scores-title">{t('results.scores.title')}</h2>
            <ScoresTable rows={rows} formatNumber={format.number} id="detailed-scores" />
          </section>
        </div>
      </div>

      {painted && (
        <>
          <DownloadResults rows={rows} heading={heading} createdAt={assessment.createdAt} format={format} />

          <DomainInsights rows={rows} format={format} />

          {user?.isPremium && !custom && (
            <Suspense fallback={null}>
              <ResultsGapTools token={token} />
            </Suspense>
          )}

          <Suspense fallback={null}>
            <ShareWithCoach token={token} yours={assessment.yours} rows={rows} formatDate={format.date} />
          </Suspense>
          <SaveToAccount token={token} />
          <WhatsNext token={token} />

          <p className="results__again">
            <Link to={to('/assessment')} className="button button--primary button--large">
              {t('results.takeAnother')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

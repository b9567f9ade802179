import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PremiumAssessmentSummary } from '@lifewheel/contracts';
import { compareGroups } from '@lifewheel/wheel';
import type { Formatters } from '../results/use-formatters.js';
import { AssessmentCard } from './assessment-card.js';
import { CompareView } from './compare-view.js';

interface HistorySectionProps {
  assessments: PremiumAssessmentSummary[];
  format: Formatters;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onShowMore: () => void;
}

/**
 * Every saved assessment, newest first, a page at a time, and comparing any two in two taps: pick
 * one, then another. Once one is picked, wheels of other domains are listed apart: they cannot be
 * compared area by area.
 */
export function HistorySection({ assessments, format, hasMore, loadingMore, moreFailed, onShowMore }: HistorySectionProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const byToken = new Map(assessments.map((assessment) => [assessment.token, assessment]));
  const chosen = picked.flatMap((token) => byToken.get(token) ?? []);
  const anchor = chosen.length === 1 ? chosen[0] : undefined;
  const { comparable, different } = anchor
    ? compareGroups(anchor.results, assessments, (assessment) => assessment.results)
    : { comparable: assessments, different: [] };

  const toggle = (token: string) =>
    setPicked((current) => (current.includes(token) ? current.filter((each) => each !== token) : current.length >= 2 ? [token] : [...current, token]));
  const card = (assessment: PremiumAssessmentSummary, differentWheel: boolean) => (
    <AssessmentCard
      key={assessment.token}
      assessment={assessment}
      format={format}
      compare={{ picked: picked.includes(assessment.token), differentWheel, onToggle: () => toggle(assessment.token) }}
    />
  );

  return (
    <section className="dashboard__history" aria-labelledby="dashboard-history-title">
      <h2 id="dashboard-history-title">{t('dashboard.history.title')}</h2>
      <p className="dashboard__section-intro">{t('dashboard.compare.howTo')}</p>
      <p className="dashboard__compare-status" role="status">
        {anchor ? t('dashboard.compare.pickSecond', { date: format.date(anchor.createdAt) }) : ''}
      </p>
      {chosen.length === 2 && <CompareView pair={[chosen[0]!, chosen[1]!]} format={format} onClose={() => setPicked([])} />}
      <ol className="dashboard__list" aria-label={t('dashboard.history.title')}>
        {comparable.map((assessment) => card(assessment, false))}
      </ol>
      {different.length > 0 && (
        <section className="dashboard__different" aria-labelledby="dashboard-different-title">
          <h3 id="dashboard-different-title">{t('dashboard.compare.differentTitle')}</h3>
          <p className="dashboard__section-intro">{t('dashboard.compare.differentBody')}</p>
          <ol className="dashboard__list">{different.map((assessment) => card(assessment, true))}</ol>
        </section>
      )}
      {moreFailed && (
        <p role="alert" className="dashboard__more-failed">
          {t('dashboard.history.moreFailed')}
        </p>
      )}
      {hasMore && (
        <p className="dashboard__more">
          <button type="button" className="button" onClick={() => !loadingMore && onShowMore()} aria-disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? t('dashboard.history.loadingMore') : t('dashboard.history.showMore')}
          </button>
        </p>
      )}
    </section>
  );
}

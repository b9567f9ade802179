import { useTranslation } from 'react-i18next';
import { averageScore } from '@lifewheel/wheel';
import { topGapRows, type ResultRow } from './results-model.js';
import { TopGapsList } from './top-gaps-list.js';
import type { Formatters } from './use-formatters.js';

interface SummaryProps {
  rows: ResultRow[];
  format: Formatters;
}

/** Current State, Future Goals and the largest gaps, in a sentence or two each. */
export function ScoreSummary({ rows, format }: SummaryProps) {
  const { t } = useTranslation();
  const top = topGapRows(rows);
  return (
    <div className="score-summary">
      <AverageCard rows={rows} format={format} which="current" />
      <AverageCard rows={rows} format={format} which="desired" />
      <section className="summary-card summary-card--gaps" aria-labelledby="top-gaps-title">
        <h2 id="top-gaps-title">{t('results.summary.topGaps')}</h2>
        {top.length === 0 ? (
          <p>{t('results.summary.noGaps')}</p>
        ) : (
          <>
            <p>{t('results.summary.topGapsIntro')}</p>
            <TopGapsList rows={top} format={format} />
          </>
        )}
      </section>
    </div>
  );
}

const AVERAGE_CARDS = {
  current: { id: 'current-state-title', title: 'results.summary.currentState', sentence: 'results.summary.currentAverage' },
  desired: { id: 'future-goals-title', title: 'results.summary.futureGoals', sentence: 'results.summary.desiredAverage' },
} as const;

/** One average as a big number (hidden from screen readers, which get the sentence below it). */
function AverageCard({ rows, format, which }: SummaryProps & { which: keyof typeof AVERAGE_CARDS }) {
  const { t } = useTranslation();
  const card = AVERAGE_CARDS[which];
  const value = format.average(averageScore(rows, which));
  return (
    <section className="summary-card" aria-labelledby={card.id}>
      <h2 id={card.id}>{t(card.title)}</h2>
      <p className="summary-card__value" aria-hidden="true">
        {value}
        <span>/{format.number(10)}</span>
      </p>
      <p>{t(card.sentence, { value })}</p>
    </section>
  );
}

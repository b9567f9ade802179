import { useTranslation } from 'react-i18next';
import { averageScore } from '@lifewheel/wheel';
import { topGapRows, type ResultRow } from './results-model.js';
import type { Formatters } from './use-formatters.js';

/** Current State, Future Goals and the largest gaps, in a sentence or two each. */
export function ScoreSummary({ rows, format }: { rows: ResultRow[]; format: Formatters }) {
  const { t } = useTranslation();
  const top = topGapRows(rows);
  return (
    <div className="score-summary">
      <section className="summary-card" aria-labelledby="current-state-title">
        <h2 id="current-state-title">{t('results.summary.currentState')}</h2>
        <p className="summary-card__value" aria-hidden="true">
          {format.average(averageScore(rows, 'current'))}
          <span>/{format.number(10)}</span>
        </p>
        <p>{t('results.summary.currentAverage', { value: format.average(averageScore(rows, 'current')) })}</p>
      </section>
      <section className="summary-card" aria-labelledby="future-goals-title">
        <h2 id="future-goals-title">{t('results.summary.futureGoals')}</h2>
        <p className="summary-card__value" aria-hidden="true">
          {format.average(averageScore(rows, 'desired'))}
          <span>/{format.number(10)}</span>
        </p>
        <p>{t('results.summary.desiredAverage', { value: format.average(averageScore(rows, 'desired')) })}</p>
      </section>
      <section className="summary-card summary-card--gaps" aria-labelledby="top-gaps-title">
        <h2 id="top-gaps-title">{t('results.summary.topGaps')}</h2>
        {top.length === 0 ? (
          <p>{t('results.summary.noGaps')}</p>
        ) : (
          <>
            <p>{t('results.summary.topGapsIntro')}</p>
            <ol className="top-gaps">
              {top.map((row) => (
                <li key={row.index} style={{ '--domain-color': row.color } as React.CSSProperties}>
                  {t('results.summary.gapItem', {
                    domain: row.label,
                    current: format.number(row.current),
                    desired: format.number(row.desired),
                    gap: format.number(row.gap),
                  })}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

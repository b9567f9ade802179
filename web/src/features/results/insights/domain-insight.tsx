import { useTranslation } from 'react-i18next';
import type { DomainInsight } from '@lifewheel/content';
import { joinList } from '../../../i18n/join-list.js';
import type { ResultRow } from '../results-model.js';
import type { Formatters } from '../use-formatters.js';

/**
 * One area's insight, collapsed to its name and scores until opened. `language` is the language the insight texts are in: the page's own, or English where that
 * language has none yet; `lang` tells assistive technology which.
 */
export function DomainInsightCard({
  row,
  insight,
  language,
  open,
  format,
}: {
  row: ResultRow;
  insight: DomainInsight;
  language: string;
  open: boolean;
  format: Formatters;
}) {
  const { t } = useTranslation();
  const band = insight.bands[row.band];
  const { research } = insight;
  return (
    <details className="insight" open={open} style={{ '--domain-color': row.color } as React.CSSProperties} data-domain={row.domain}>
      <summary className="insight__summary">
        <h3 className="insight__title">
          <bdi>{row.label}</bdi>
        </h3>
        <span className="insight__meta">
          {t('results.insights.scoreLine', { current: format.number(row.current), desired: format.number(row.desired), gap: format.number(row.gap) })}
          <span className="insight__band">{t(`results.insights.band.${row.band}`)}</span>
          {row.largestGap && <span className="scores-table__badge">{t('results.scores.largestGap')}</span>}
        </span>
      </summary>
      <div className="insight__body">
        <h4>{t('results.insights.about')}</h4>
        <p lang={language}>{insight.about}</p>
        <h4>{t('results.insights.reflect')}</h4>
        <p lang={language} data-band={row.band}>
          {band.reflect}
        </p>
        <h4>{t('results.insights.research')}</h4>
        <p lang={language}>{research.finding}</p>
        <p className="insight__sources" lang={language}>
          {t('results.insights.sources', {
            count: research.sources.length,
            sources: joinList(language, research.sources),
            evidence: research.evidence,
          })}
        </p>
        <h4>{t('results.insights.nextSteps')}</h4>
        <ul lang={language}>
          {band.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <h4>{t('results.insights.coachingQuestion')}</h4>
        <p className="insight__question" lang={language}>
          {band.coachingQuestion}
        </p>
      </div>
    </details>
  );
}

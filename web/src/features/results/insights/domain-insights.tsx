import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner.js';
import { useLanguage } from '../../../app/language-context.js';
import { orderByGap, type ResultRow } from '../results-model.js';
import type { Formatters } from '../use-formatters.js';
import { InlineLoadError } from '../../../components/inline-load-error.js';
import { DomainInsightCard } from './domain-insight.js';
import { insightFor } from './insight-selection.js';
import { useInsightContent } from './use-insight-content.js';

/** One collapsible insight per area, largest gap first and open, so the page is not a wall of text. */
export function DomainInsights({ rows, format }: { rows: ResultRow[]; format: Formatters }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const content = useInsightContent();
  return (
    <section className="results-section insights" aria-labelledby="insights-title">
      <h2 id="insights-title">{t('results.insights.title')}</h2>
      <p>{t('results.insights.intro')}</p>
      {content.status === 'ready' && content.content.language !== language && <p className="insights__note">{t('results.insights.englishOnly')}</p>}
      {content.status === 'loading' && <Spinner label={t('results.insights.loading')} />}
      {content.status === 'failed' && <InlineLoadError message={t('results.insights.loadFailed')} onRetry={content.retry} />}
      {content.status === 'ready' &&
        orderByGap(rows).map((row, position) => (
          <DomainInsightCard
            key={row.index}
            row={row}
            insight={insightFor(row.domain, content.content).insight}
            language={content.content.language}
            open={position === 0}
            format={format}
          />
        ))}
    </section>
  );
}

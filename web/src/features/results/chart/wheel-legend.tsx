import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../results-model.js';

interface WheelLegendProps {
  /** No rows: the results page's frame, before its answer has come (the key and the rings only). */
  rows: ResultRow[];
  numbered: boolean;
  formatNumber: (value: number) => string;
  /** A custom wheel's name, above its areas: here, below the key, it moves nothing when it arrives. */
  wheelName?: string | undefined;
}

/** What filled and dashed mean, and which colour (and number) is which area. */
export function WheelLegend({ rows, numbered, formatNumber, wheelName }: WheelLegendProps) {
  const { t } = useTranslation();
  return (
    <div className="wheel-legend">
      <ul className="wheel-legend__key" aria-label={t('results.chart.legend')}>
        <li>
          <span className="wheel-legend__swatch wheel-legend__swatch--current" aria-hidden="true" />
          {t('results.chart.currentKey')}
        </li>
        <li>
          <span className="wheel-legend__swatch wheel-legend__swatch--desired" aria-hidden="true" />
          {t('results.chart.desiredKey')}
        </li>
      </ul>
      <p className="wheel-legend__rings">{t('results.chart.rings')}</p>
      {wheelName && <p className="wheel-legend__wheel-name">{wheelName}</p>}
      {rows.length > 0 && (
        <ul className="wheel-legend__domains" aria-label={t('results.chart.domains')}>
          {rows.map((row) => (
            <li key={row.index} style={{ '--domain-color': row.color } as React.CSSProperties}>
              {numbered ? (
                <span className="wheel-legend__number" aria-hidden="true">
                  {formatNumber(row.index + 1)}
                </span>
              ) : (
                <span className="wheel-legend__dot" aria-hidden="true" />
              )}
              <bdi>{row.label}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

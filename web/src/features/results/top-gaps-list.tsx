import { useTranslation } from 'react-i18next';
import type { ResultRow } from './results-model.js';
import type { Formatters } from './use-formatters.js';

/** The largest gaps, each in its domain's colour: on the results page and in the downloaded report. */
export function TopGapsList({ rows, format }: { rows: ResultRow[]; format: Formatters }) {
  const { t } = useTranslation();
  return (
    <ol className="top-gaps">
      {rows.map((row) => (
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
  );
}

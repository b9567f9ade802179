import { useTranslation } from 'react-i18next';
import type { ResultRow } from './results-model.js';

/** The numbers behind the wheel, and its text alternative. Largest gaps carry a text mark, not just a colour. */
export function ScoresTable({ rows, formatNumber, id }: { rows: ResultRow[]; formatNumber: (value: number) => string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div className="scores-table__scroll scroll-sideways">
      <table className="scores-table" id={id}>
        <caption>{t('results.scores.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.scores.domain')}</th>
            <th scope="col">{t('results.scores.current')}</th>
            <th scope="col">{t('results.scores.desired')}</th>
            <th scope="col">{t('results.scores.gap')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.index}
              className={row.largestGap ? 'scores-table__row--largest' : undefined}
              style={{ '--domain-color': row.color } as React.CSSProperties}
            >
              <th scope="row">
                <span className="scores-table__domain">
                  <span className="scores-table__dot" aria-hidden="true" />
                  <span className="scores-table__name">
                    <bdi>{row.label}</bdi>
                    {row.largestGap && <span className="scores-table__badge">{t('results.scores.largestGap')}</span>}
                  </span>
                </span>
              </th>
              <td>{formatNumber(row.current)}</td>
              <td>{formatNumber(row.desired)}</td>
              <td>{formatNumber(row.gap)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PremiumAssessmentSummary } from '@lifewheel/contracts';
import { domainKey } from '@lifewheel/wheel';
import { useLanguage } from '../../app/language-context.js';
import { directionOf } from '../../i18n/languages.js';
import { useDomainLabel } from '../assessment/use-domain-label.js';
import type { Formatters } from '../results/use-formatters.js';
import { CompareWheel } from './compare-wheel.js';

/** The change's words; a hook so that `t` keeps its own inferred type (passing it on is too deep for the compiler). */
function useChangeText(format: (value: number) => string): (value: number) => string {
  const { t } = useTranslation();
  return (value) => {
    if (value === 0) return t('dashboard.changes.none');
    return t(value > 0 ? 'dashboard.changes.up' : 'dashboard.changes.down', { value: format(Math.abs(value)) });
  };
}

/** Two picked assessments of the same domains: overlaid on one wheel, and a table of each area's scores and change. */
export function CompareView({
  pair,
  format,
  onClose,
}: {
  pair: [PremiumAssessmentSummary, PremiumAssessmentSummary];
  format: Formatters;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const changeText = useChangeText(format.number);
  const label = useDomainLabel();
  const direction = directionOf(useLanguage());
  const heading = useRef<HTMLHeadingElement>(null);
  const [earlier, later] = [...pair].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)) as [PremiumAssessmentSummary, PremiumAssessmentSummary];
  const before = new Map(earlier.results.map((result) => [domainKey(result.domain), result]));
  const earlierDate = format.date(earlier.createdAt);
  const laterDate = format.date(later.createdAt);

  // The comparison appears above the list: take the reader (and a screen reader) to it.
  useEffect(() => heading.current?.focus(), [earlier.token, later.token]);

  return (
    <section className="compare" aria-labelledby="compare-title">
      <h2 id="compare-title" ref={heading} tabIndex={-1}>
        {t('dashboard.compare.title', { earlier: earlierDate, later: laterDate })}
      </h2>
      <div className="compare__body">
        <figure className="compare__figure">
          <CompareWheel earlier={earlier.results} later={later.results} direction={direction} />
          <figcaption className="compare__legend">
            <span>
              <span className="compare__key compare__key--later" aria-hidden="true" /> {t('dashboard.compare.legendLater', { date: laterDate })}
            </span>
            <span>
              <span className="compare__key compare__key--earlier" aria-hidden="true" /> {t('dashboard.compare.legendEarlier', { date: earlierDate })}
            </span>
          </figcaption>
        </figure>
        <div className="scroll-sideways">
          <table className="domain-changes compare__table">
            <caption className="visually-hidden">{t('dashboard.compare.caption', { earlier: earlierDate, later: laterDate })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.changes.domain')}</th>
                <th scope="col">{t('dashboard.compare.earlier')}</th>
                <th scope="col">{t('dashboard.compare.later')}</th>
                <th scope="col">{t('dashboard.compare.change')}</th>
              </tr>
            </thead>
            <tbody>
              {later.results.map((result) => {
                const previous = before.get(domainKey(result.domain));
                if (!previous) return null;
                const change = result.current - previous.current;
                const kind = change > 0 ? 'up' : change < 0 ? 'down' : 'none';
                return (
                  <tr key={result.domain}>
                    <th scope="row">{label(result.domain)}</th>
                    <td>{format.number(previous.current)}</td>
                    <td>{format.number(result.current)}</td>
                    <td className={`domain-change domain-change--${kind}`}>
                      <span aria-hidden="true" className="domain-change__arrow">
                        {kind === 'up' ? '▲' : kind === 'down' ? '▼' : '–'}
                      </span>{' '}
                      {changeText(change)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <button type="button" className="button button--small" onClick={onClose}>
        {t('dashboard.compare.close')}
      </button>
    </section>
  );
}

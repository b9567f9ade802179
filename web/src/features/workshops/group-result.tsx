import { useTranslation } from 'react-i18next';
import type { WorkshopAggregate } from '@lifewheel/contracts';
import type { DomainResponse, DomainResult, WheelConfig } from '@lifewheel/wheel';
import { useDomainLabel } from '../assessment/use-domain-label.js';
import { WheelFigure } from '../results/chart/wheel-figure.js';
import { buildRows } from '../results/results-model.js';
import type { Formatters } from '../results/use-formatters.js';

const bandOf = (score: number): DomainResult['band'] => (score >= 8 ? 'high' : score >= 5 ? 'mid' : 'low');

/**
 * A phone's own answer as the results wheel draws it (stored under the wheel's names). Not
 * libs/wheel's computeResults: importing it here would move it into every first visit's JavaScript.
 */
export function ownResults(wheel: WheelConfig, responses: readonly DomainResponse[]): DomainResult[] {
  return wheel.domains.flatMap((domain) => {
    const response = responses.find((candidate) => candidate.domain === domain.name);
    if (!response) return [];
    const { current, desired } = response;
    return [{ domain: domain.name, color: domain.color, current, desired, gap: desired - current, band: bandOf(current) }];
  });
}

/** The group's medians as the results wheel draws a person's scores. */
export function groupResults(wheel: WheelConfig, aggregate: WorkshopAggregate): DomainResult[] {
  const colours = new Map(wheel.domains.map((domain) => [domain.name, domain.color]));
  return aggregate.domains.map((domain) => ({
    domain: domain.domain,
    color: colours.get(domain.domain) ?? '#888888',
    current: domain.current,
    desired: domain.desired,
    gap: domain.gap,
    band: bandOf(domain.current),
  }));
}

export function GroupWheel({ wheel, aggregate, format }: { wheel: WheelConfig; aggregate: WorkshopAggregate; format: Formatters }) {
  const label = useDomainLabel();
  return <WheelFigure rows={buildRows(groupResults(wheel, aggregate), label)} formatNumber={format.average} />;
}

/** Median and spread, the distribution per area, and the largest shared gaps, as tables a screen reader can read. */
export function GroupDetails({ aggregate, format }: { aggregate: WorkshopAggregate; format: Formatters }) {
  const { t } = useTranslation();
  const label = useDomainLabel();
  const most = Math.max(1, ...aggregate.domains.flatMap((domain) => domain.distribution));
  return (
    <div className="workshop-group">
      <section aria-labelledby="workshop-gaps-title">
        <h3 id="workshop-gaps-title">{t('workshops.group.gapsTitle')}</h3>
        {aggregate.largestGaps.length === 0 ? (
          <p>{t('workshops.group.noGaps')}</p>
        ) : (
          <ol className="workshop-group__gaps">
            {aggregate.largestGaps.map((gap) => (
              <li key={gap.domain}>{t('workshops.group.gap', { domain: label(gap.domain), gap: format.average(gap.gap) })}</li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="workshop-spread-title">
        <h3 id="workshop-spread-title">{t('workshops.group.spreadTitle')}</h3>
        <div className="scroll-sideways">
          <table className="workshop-group__table">
            <thead>
              <tr>
                <th scope="col">{t('workshops.group.domain')}</th>
                <th scope="col">{t('workshops.group.median')}</th>
                <th scope="col">{t('workshops.group.desired')}</th>
                <th scope="col">{t('workshops.group.spread')}</th>
                <th scope="col">{t('workshops.group.range')}</th>
              </tr>
            </thead>
            <tbody>
              {aggregate.domains.map((domain) => (
                <tr key={domain.domain}>
                  <th scope="row">{label(domain.domain)}</th>
                  <td>{format.average(domain.current)}</td>
                  <td>{format.average(domain.desired)}</td>
                  <td>
                    {format.average(domain.q1)}–{format.average(domain.q3)}
                  </td>
                  <td>
                    {format.number(domain.min)}–{format.number(domain.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="workshop-distribution-title">
        <h3 id="workshop-distribution-title">{t('workshops.group.distributionTitle')}</h3>
        <div className="scroll-sideways">
          <table className="workshop-group__table workshop-group__distribution">
            <caption>{t('workshops.group.distributionCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('workshops.group.domain')}</th>
                {aggregate.domains[0]?.distribution.map((_, index) => (
                  <th scope="col" key={index} aria-label={t('workshops.group.score', { score: index + 1 })}>
                    {format.number(index + 1)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {aggregate.domains.map((domain) => (
                <tr key={domain.domain}>
                  <th scope="row">{label(domain.domain)}</th>
                  {domain.distribution.map((count, index) => (
                    <td key={index} style={{ '--share': count / most } as React.CSSProperties} className={count > 0 ? 'workshop-group__cell--some' : undefined}>
                      {format.number(count)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

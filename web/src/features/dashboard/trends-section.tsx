import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language-context.js';
import { Spinner } from '../../components/spinner.js';
import { directionOf } from '../../i18n/languages.js';
import { usePremiumTrends } from '../../hooks/use-premium-trends.js';
import type { Formatters } from '../results/use-formatters.js';
import { TrendLine } from './trend-line.js';

/** Each area's trend from the second check-in of the default wheel on, and a flag on the areas that have not moved. */
export function TrendsSection({ format }: { format: Formatters }) {
  const { t } = useTranslation();
  const direction = directionOf(useLanguage());
  const trends = usePremiumTrends();

  let body;
  if (trends.isPending) body = <Spinner label={t('dashboard.trends.loading')} />;
  else if (trends.isError)
    body = (
      <div role="alert">
        <p>{t('dashboard.trends.loadFailed')}</p>
        <button type="button" className="button button--small" onClick={() => !trends.isFetching && void trends.refetch()} aria-disabled={trends.isFetching}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  else if (trends.data.checkIns < 2) body = <p className="trends__none">{t('dashboard.trends.notYet')}</p>;
  else
    body = (
      <ul className="trends__list">
        {trends.data.domains.map((trend) => {
          const first = trend.points[0];
          const last = trend.points.at(-1);
          if (!first || !last) return null;
          return (
            <li key={trend.domain} className="trend">
              <span className="trend__name">{t(`domains.${trend.domain}.name`)}</span>
              <TrendLine points={trend.points} direction={direction} />
              <span className="trend__summary">
                {t('dashboard.trends.summary', {
                  first: format.number(first.current),
                  last: format.number(last.current),
                  count: format.number(trend.points.length),
                })}
              </span>
              {trend.stuck && (
                <span className="trend__stuck">
                  <span aria-hidden="true">⏸ </span>
                  {t('dashboard.trends.stuck')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="dashboard__trends" aria-labelledby="dashboard-trends-title">
      <h2 id="dashboard-trends-title">{t('dashboard.trends.title')}</h2>
      <p className="dashboard__section-intro">{t('dashboard.trends.intro')}</p>
      {body}
    </section>
  );
}

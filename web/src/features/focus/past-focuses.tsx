import { useTranslation } from 'react-i18next';
import type { Focus } from '@lifewheel/contracts';
import { useDateFormat } from '../premium-content/use-date-format.js';
import { focusTrend } from './focus-model.js';

/** Ended focuses, newest first: the area, when, and where its score went. */
export function PastFocuses({ focuses }: { focuses: readonly Focus[] }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <section className="dashboard__past-focuses" aria-labelledby="past-focuses-title">
      <h2 id="past-focuses-title">{t('premiumContent.focus.past.title')}</h2>
      <ul className="past-focuses">
        {focuses.map((focus) => {
          const trend = focusTrend(focus);
          const first = trend[0];
          const last = trend.at(-1);
          return (
            <li key={focus.id} className="past-focus">
              <span className="past-focus__domain">{t(`domains.${focus.domain}.name`)}</span>{' '}
              <span>{t('premiumContent.focus.past.range', { from: formatDate(focus.startedAt), to: formatDate(focus.endedAt ?? focus.endsAt) })}</span>
              {first && last && (
                <span className="past-focus__scores"> · {t('premiumContent.focus.past.scores', { first: first.current, last: last.current })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

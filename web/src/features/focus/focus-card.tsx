import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOCUS_LENGTH_DAYS, type Focus } from '@lifewheel/contracts';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { directionOf } from '../../i18n/languages.js';
import { TrendLine } from '../dashboard/trend-line.js';
import { useDateFormat } from '../premium-content/use-date-format.js';
import { EndFocusButton } from './end-focus-button.js';
import { FocusRemindersSwitch } from './focus-reminders-switch.js';
import { dayOfFocus, focusTrend, isFocusFinished } from './focus-model.js';
import { toolPath } from './gap-suggestions.js';

/** The running focus: its day, what the person works with, where the domain started and has moved to, and its controls. */
export function FocusCard({ focus }: { focus: Focus }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const direction = directionOf(useLanguage());
  const formatDate = useDateFormat();
  const now = new Date();
  const domain = t(`domains.${focus.domain}.name`);
  const trend = focusTrend(focus);
  const first = trend[0];
  const last = trend.at(-1);
  return (
    <section className="focus-card" aria-labelledby="focus-card-title">
      <p className="focus-card__eyebrow">{t('premiumContent.focus.card.title')}</p>
      <h2 id="focus-card-title">{domain}</h2>
      <p className="focus-card__day">
        {isFocusFinished(focus, now)
          ? t('premiumContent.focus.card.finished')
          : t('premiumContent.focus.card.day', { day: dayOfFocus(focus.startedAt, now), total: FOCUS_LENGTH_DAYS })}
      </p>
      {focus.approach === 'plan' ? (
        <p>
          <Link to={to(`/premium/content/plans/${focus.domain}`)}>{t('premiumContent.focus.card.plan')}</Link>
        </p>
      ) : (
        <>
          <h3>{t('premiumContent.focus.card.tools')}</h3>
          <ul className="focus-card__tools">
            {focus.tools.map((tool) => (
              <li key={tool.id}>
                <Link to={to(toolPath(tool.domain, tool.id))}>{tool.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('premiumContent.focus.card.checkIns')}</h3>
      <p>
        {focus.baseline
          ? t('premiumContent.focus.card.baseline', { current: focus.baseline.current, desired: focus.baseline.desired })
          : t('premiumContent.focus.card.noBaseline')}
      </p>
      {focus.checkIns.length === 0 ? (
        <p>{t('premiumContent.focus.card.noCheckIns')}</p>
      ) : (
        <ul className="focus-card__check-ins">
          {focus.checkIns.map((checkIn) => (
            <li key={checkIn.id}>
              {t('premiumContent.focus.card.checkIn', { date: formatDate(checkIn.createdAt), current: checkIn.current, desired: checkIn.desired })}
            </li>
          ))}
        </ul>
      )}
      {first && last && trend.length > 1 && (
        <p className="focus-card__trend">
          <TrendLine points={trend} direction={direction} />
          <span>{t('premiumContent.focus.card.trend', { first: first.current, last: last.current })}</span>
        </p>
      )}
      <p className="focus-card__actions">
        <Link to={to(`/premium/focus/${encodeURIComponent(focus.id)}/rerate`)} className="button button--primary">
          {t('premiumContent.focus.card.rerate')}
        </Link>
      </p>
      <FocusRemindersSwitch focusId={focus.id} enabled={focus.reminders} />
      <EndFocusButton focusId={focus.id} />
    </section>
  );
}

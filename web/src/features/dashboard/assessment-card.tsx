import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumAssessmentSummary } from '@lifewheel/contracts';
import { DEFAULT_WHEEL_NAME, averageScore } from '@lifewheel/wheel';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { directionOf } from '../../i18n/languages.js';
import { useDomainLabel } from '../assessment/use-domain-label.js';
import type { Formatters } from '../results/use-formatters.js';
import { changeSummary } from './change-summary.js';
import { DomainChangeTable } from './domain-change-table.js';
import { MiniWheel } from './mini-wheel.js';

/** One saved assessment: when, a small wheel, how it moved since the one before, and the way to its results. */
/** The card's compare toggle: picked or not; unavailable (with the reason) for a wheel of other domains. */
export interface CompareToggle {
  picked: boolean;
  differentWheel: boolean;
  onToggle: () => void;
}

export function AssessmentCard({ assessment, format, compare }: { assessment: PremiumAssessmentSummary; format: Formatters; compare: CompareToggle }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const label = useDomainLabel();
  const headingId = useId();
  const { changes } = assessment;
  const summary = changes ? changeSummary(changes) : null;
  return (
    <li className={compare.picked ? 'dashboard-card dashboard-card--picked' : 'dashboard-card'}>
      <article aria-labelledby={headingId}>
        <div className="dashboard-card__top">
          <MiniWheel results={assessment.results} direction={directionOf(language)} />
          <div className="dashboard-card__facts">
            <h2 id={headingId} className="dashboard-card__date">
              {t('dashboard.card.takenOn', { date: format.date(assessment.createdAt) })}
            </h2>
            {assessment.wheelName !== DEFAULT_WHEEL_NAME && (
              <p className="dashboard-card__wheel">{t('dashboard.card.wheelName', { name: assessment.wheelName })}</p>
            )}
            <p className="dashboard-card__averages">
              {t('dashboard.card.averages', {
                current: format.average(averageScore(assessment.results, 'current')),
                desired: format.average(averageScore(assessment.results, 'desired')),
              })}
            </p>
            <Link to={to(`/results/${assessment.token}`)} className="button button--small dashboard-card__open" aria-describedby={headingId}>
              {t('dashboard.card.open')}
            </Link>
            {compare.differentWheel ? (
              <p className="dashboard-card__different">{t('dashboard.compare.differentWheel')}</p>
            ) : (
              <button
                type="button"
                className="button button--small dashboard-card__compare"
                aria-pressed={compare.picked}
                aria-describedby={headingId}
                onClick={compare.onToggle}
              >
                {compare.picked ? t('dashboard.compare.picked') : t('dashboard.compare.pick')}
              </button>
            )}
          </div>
        </div>
        {summary && changes ? (
          <details className="dashboard-card__changes">
            <summary>
              <span className="dashboard-card__changes-title">{t('dashboard.card.showChanges')}</span>
              <span className="dashboard-card__changes-summary">
                {t('dashboard.card.summary', { up: format.number(summary.up), down: format.number(summary.down), same: format.number(summary.same) })}
              </span>
            </summary>
            <DomainChangeTable changes={changes} label={label} format={format.number} />
          </details>
        ) : (
          <p className="dashboard-card__first">{t('dashboard.card.first')}</p>
        )}
      </article>
    </li>
  );
}

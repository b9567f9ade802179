import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumPlansDomain } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';
import { useContentLang } from './use-content-lang.js';
import { premiumContentPath } from './premium-paths.js';

/** A domain's 30-day plan: four weeks, each a focus and small actions, linked to the tools they draw on. */
export function PlanView({ content }: { content: PremiumPlansDomain }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const lang = useContentLang();
  return (
    <div className="premium-plan">
      <p lang={lang} className="premium-plan__summary">
        {content.summary}
      </p>
      <ol className="premium-plan__weeks">
        {content.weeks.map((week, index) => (
          <li key={index} className="premium-plan__week">
            <h2 className="premium-plan__week-title">
              <span className="premium-plan__week-number">{t('premiumContent.weekLabel', { number: index + 1 })}</span> <span lang={lang}>{week.focus}</span>
            </h2>
            <p lang={lang}>{week.why}</p>
            <ul className="premium-plan__actions">
              {week.actions.map((action, actionIndex) => (
                <li key={actionIndex}>
                  <span className="premium-plan__cadence">{t(`premiumContent.plan.${action.cadence}`)}</span> <span lang={lang}>{action.text}</span>
                  {action.tool && (
                    <>
                      {' '}
                      {t('premiumContent.plan.usesTool')}{' '}
                      <Link to={`${to(premiumContentPath('tools', content.domain))}#tool-${action.tool.id}`} lang={lang}>
                        {action.tool.title}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <section aria-labelledby="plan-day-30" className="premium-plan__day30">
        <h2 id="plan-day-30">{t('premiumContent.plan.day30')}</h2>
        <p lang={lang}>{content.reRate}</p>
      </section>
    </div>
  );
}

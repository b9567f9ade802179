import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREMIUM_SECTIONS } from '@lifewheel/contracts';
import { useLanguage, useLocalizedPath } from '../../app/language-context.js';
import { usePremiumContentTexts } from '../../i18n/premium-content-texts.js';
import { premiumContentPath, sectionKey } from './premium-paths.js';
import './premium-content.css';

/** The three premium sections with what each holds, for the dashboard. */
export function PremiumSectionLinks() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const titleId = useId();
  const textsReady = usePremiumContentTexts(useLanguage());
  if (!textsReady) return null;
  return (
    <section className="premium-section-links" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('premiumContent.dashboardTitle')}</h2>
      <ul className="premium-domains">
        {PREMIUM_SECTIONS.map((section) => (
          <li key={section} className="premium-domains__item">
            <h3 className="premium-domains__title">
              <Link to={to(premiumContentPath(section))}>{t(`premiumContent.sections.${sectionKey(section)}.title`)}</Link>
            </h3>
            <p className="premium-domains__meta">{t(`premiumContent.sections.${sectionKey(section)}.intro`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREMIUM_SECTIONS } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';
import { premiumContentPath, sectionKey } from './premium-paths.js';

/** The three sections, so a reader moves between them without going back to the dashboard. */
export function SectionNav() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav className="premium-nav" aria-label={t('premiumContent.nav')}>
      <ul>
        {PREMIUM_SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={to(premiumContentPath(section))} end={false} className="premium-nav__link">
              {t(`premiumContent.sections.${sectionKey(section)}.title`)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={to('/premium/dashboard')} className="premium-nav__link">
            {t('premiumContent.dashboardLink')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

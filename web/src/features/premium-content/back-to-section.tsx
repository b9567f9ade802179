import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumSection } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';
import { premiumContentPath } from './premium-paths.js';

export function BackToSection({ section }: { section: PremiumSection }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <p className="premium-content__back">
      <Link to={to(premiumContentPath(section))}>{t('premiumContent.allAreas')}</Link>
    </p>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../app/language-context.js';

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <footer className="footer">
      <p className="footer__tagline">{t('common.footer.tagline')}</p>
      <nav aria-label={t('common.footer.domains')}>
        <ul className="footer__links">
          <li>
            <Link to={to('/assessment')}>{t('home.hero.takeAssessmentShort')}</Link>
          </li>
          <li>
            <Link to={to('/customize')}>{t('home.hero.customize')}</Link>
          </li>
          <li>
            <Link to={to('/coaching-tools')}>{t('common.footer.coachingTools')}</Link>
          </li>
        </ul>
      </nav>
      <p className="footer__small">{t('common.footer.privacy')}</p>
      <p className="footer__small">{t('common.footer.about')}</p>
      <p className="footer__small">{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

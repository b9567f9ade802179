import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../app/language-context.js';

/** The clear way from reading about an area to rating it. */
export function AssessmentInvitation() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section className="tinted-panel domain-page__cta" aria-labelledby="domain-cta-title">
      <h2 id="domain-cta-title">{t('domainPages.cta.title')}</h2>
      <p>{t('domainPages.cta.body')}</p>
      <Link to={to('/assessment')} className="button button--primary button--large">
        {t('domainPages.cta.link')}
      </Link>
    </section>
  );
}

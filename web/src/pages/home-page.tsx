import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage, useLocalizedPath } from '../app/language-context.js';
import { Tooltip } from '../components/tooltip.js';
import { hasPremiumContent } from '../features/premium/premium-content-languages.js';
import { usePremiumPrice } from '../hooks/use-premium-price.js';
import { reportJourney } from '../observability/report.js';

function DomainChips() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <ul className="domain-chips">
      {DEFAULT_DOMAINS.map((domain) => {
        const name = t(`domains.${domain.id}.name`);
        const chip = (
          <span className="domain-chip" style={{ '--chip-color': domain.color } as React.CSSProperties}>
            <span className="domain-chip__dot" aria-hidden="true" />
            {name}
          </span>
        );
        return (
          <li key={domain.id}>
            <Tooltip content={t(`domains.${domain.id}.descriptor`)}>
              {/* Every language has the domain pages: their text around the content is translated. */}
              <Link to={to(`/${domain.id}`)} className="domain-chip-link">
                {chip}
              </Link>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const price = usePremiumPrice();
  // The journeys funnel's first step (in the browser only: pre-rendering runs no effects).
  useEffect(() => reportJourney('assessment', 'landing'), []);
  const steps = t('home.explainer.steps', { returnObjects: true });
  return (
    <div className="home">
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <section className="hero">
        <h1 className="hero__title">{t('home.hero.title')}</h1>
        <p className="hero__tagline">{t('home.hero.tagline')}</p>
        <div className="hero__actions">
          <Link to={to('/assessment')} className="button button--primary button--large">
            {t('home.hero.takeAssessment')}
          </Link>
          <Link to={to('/customize')} className="button button--large">
            {t('home.hero.customize')}
          </Link>
        </div>
        <p className="hero__note">{t('home.hero.duration')}</p>
      </section>

      <section className="tinted-panel promo" aria-labelledby="promo-title">
        <p id="promo-title" className="promo__badge">
          {t('home.promo.badge')}
        </p>
        {/* data-price: on this content page, web/src/content/premium-price.ts puts in the price billing charges. */}
        <p className="promo__body" data-price>
          {t('home.promo.body', { price })}
        </p>
        {/* The paid texts not yet written in this language: said before buying, in the language. */}
        {!hasPremiumContent(language) && <p className="promo__note">{t('premium.contentInEnglish')}</p>}
        <Link to={to('/premium/payment')} className="button button--primary">
          {t('home.promo.cta')}
        </Link>
      </section>

      <section className="explainer" aria-labelledby="explainer-title">
        <h2 id="explainer-title">{t('home.explainer.title')}</h2>
        <ol className="explainer__steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="domains" aria-labelledby="domains-title">
        <h2 id="domains-title">{t('home.domains.title')}</h2>
        <p>{t('home.domains.intro')}</p>
        <DomainChips />
      </section>
    </div>
  );
}

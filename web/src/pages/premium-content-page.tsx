import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../api/http.js';
import { PageMeta } from '../app/page-meta.js';
import { useLanguage } from '../app/language-context.js';
import { InlineLoadError } from '../components/inline-load-error.js';
import { Spinner } from '../components/spinner.js';
import { useContentLang } from '../features/premium-content/use-content-lang.js';
import { ContentBody } from '../features/premium-content/content-body.js';
import { NoIndex } from '../features/premium-content/no-index.js';
import { PremiumGate } from '../features/premium-content/premium-gate.js';
import { parsePremiumRoute, premiumContentPath, sectionKey, type PremiumRoute } from '../features/premium-content/premium-route.js';
import { SectionNav } from '../features/premium-content/section-nav.js';
import { BackToSection } from '../features/premium-content/back-to-section.js';
import { usePremiumContent } from '../hooks/use-premium-content.js';
import { usePremiumContentTexts } from '../i18n/premium-content-texts.js';
import { Component as NotFoundPage, NotFoundContent } from './not-found-page.js';
import '../features/premium-content/premium-content.css';

/**
 * `/premium/content/{section}[/{domain}]`. The service decides who reads it: a premium person gets
 * the content, a visitor (401) or a free account (403) a real page with the public preview and the
 * way in. Nothing of it is pre-rendered: the page is the noindex app shell for everyone.
 */
export function Component() {
  const params = useParams();
  const route = parsePremiumRoute(params['section'], params['domain']);
  if (!route) return <NotFoundPage />;
  return <PremiumContentPage key={premiumContentPath(route.section, route.domain)} route={route} />;
}

function PremiumContentPage({ route }: { route: PremiumRoute }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contentLang = useContentLang();
  const content = usePremiumContent(route.section, route.domain, language);
  const textsReady = usePremiumContentTexts(language);
  const sectionTitle = t(`premiumContent.sections.${sectionKey(route.section)}.title`);
  const domainName = route.domain ? t(`domains.${route.domain}.name`) : undefined;
  const status = content.error instanceof HttpError ? content.error.status : undefined;

  if (!textsReady) {
    return (
      <div className="page premium-content">
        <NoIndex />
        <Spinner />
      </div>
    );
  }
  return (
    <div className="page premium-content">
      <PageMeta title={`${domainName ? `${domainName}: ` : ''}${sectionTitle} | ${t('common.brand')}`} description={t('premiumContent.metaDescription')} />
      <NoIndex />
      <SectionNav />
      {status === 404 ? (
        <NotFoundContent />
      ) : (
        <>
          <header className="premium-content__header">
            {route.domain && <BackToSection section={route.section} />}
            {domainName && <p className="premium-content__eyebrow">{sectionTitle}</p>}
            <h1>{domainName ?? sectionTitle}</h1>
            <p className="premium-content__intro">{t(`premiumContent.sections.${sectionKey(route.section)}.intro`)}</p>
            {contentLang && <p className="premium-content__english-only">{t('premiumContent.englishOnly')}</p>}
          </header>
          {content.isPending ? (
            <Spinner label={t('premiumContent.loading')} />
          ) : status === 401 || status === 403 ? (
            <PremiumGate route={route} language={language} visitor={status === 401} />
          ) : content.isError ? (
            <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={() => !content.isFetching && void content.refetch()} />
          ) : (
            <ContentBody content={content.data} />
          )}
        </>
      )}
    </div>
  );
}

import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageLoadArgs } from '../app/lazy-page.js';
import { PageMeta } from '../app/page-meta.js';
import { useStaticPage } from '../app/static-page.js';
import { useLanguage } from '../app/language-context.js';
import { Spinner } from '../components/spinner.js';
import { useContentLang } from '../features/premium-content/use-content-lang.js';
import { ContentBody } from '../features/premium-content/content-body.js';
import { fromQuery } from '../features/premium-content/load-state.js';
import { PremiumAnswer, refusedStatus } from '../features/premium-content/premium-answer.js';
import { PremiumSectionMount } from '../features/premium-content/premium-section-mount.js';
import { NoIndex } from '../features/premium-content/no-index.js';
import { PremiumGate } from '../features/premium-content/premium-gate.js';
import { parsePremiumRoute, type PremiumRoute } from '../features/premium-content/premium-route.js';
import { premiumContentPath, sectionKey } from '../features/premium-content/premium-paths.js';
import { SectionNav } from '../features/premium-content/section-nav.js';
import { BackToSection } from '../features/premium-content/back-to-section.js';
import { usePremiumContent } from '../hooks/use-premium-content.js';
import { useViewer } from '../hooks/use-viewer.js';
import { usePremiumContentTexts } from '../i18n/premium-content-texts.js';
import { Component as NotFoundPage, NotFoundContent } from './not-found-page.js';
import '../features/premium-content/premium-content.css';

/**
 * `/premium/content/{section}[/{domain}]`. The service decides who reads it: a premium person gets
 * the content, a visitor (401) or a free account (403) a real page with the public preview and the
 * way in. A domain's page is the noindex app shell for everyone. A section's page is pre-rendered
 * without its answer, which an island of its own fetches (premium-section-entry.tsx): the app loads
 * only when a person goes on to a domain (issue 20).
 */
export function Component() {
  const params = useParams();
  const route = parsePremiumRoute(params['section'], params['domain']);
  if (!route) return <NotFoundPage />;
  return <PremiumContentPage key={premiumContentPath(route.section, route.domain)} route={route} />;
}

/** The texts come before the page renders, so a pre-rendered section page carries them. */
export const load = ({ language }: PageLoadArgs) => usePremiumContentTexts.preload(language);

function PremiumContentPage({ route }: { route: PremiumRoute }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contentLang = useContentLang();
  const staticPage = useStaticPage();
  // Who is asking comes first: a visitor or a free account gets the way in without a refused request.
  const viewer = useViewer();
  const content = usePremiumContent(route.section, route.domain, language, viewer.kind === 'premium');
  const textsReady = usePremiumContentTexts(language);
  const sectionTitle = t(`premiumContent.sections.${sectionKey(route.section)}.title`);
  const domainName = route.domain ? t(`domains.${route.domain}.name`) : undefined;
  // The way in, whether the user call said so first or the service refused.
  const gate = (visitor: boolean) => <PremiumGate route={route} language={language} visitor={visitor} />;
  const status = refusedStatus(content.error);

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
          {staticPage && !route.domain ? (
            <PremiumSectionMount section={route.section} />
          ) : (
            <div className="premium-content__answer">
              {viewer.kind === 'visitor' || viewer.kind === 'member' ? (
                gate(viewer.kind === 'visitor')
              ) : (
                <PremiumAnswer answer={viewer.kind === 'premium' ? fromQuery(content) : viewer.waiting<NonNullable<typeof content.data>>()} gate={gate}>
                  {(data) => <ContentBody content={data} />}
                </PremiumAnswer>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

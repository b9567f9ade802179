import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, PremiumPreview } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import { usePremiumPreview } from '../../hooks/use-premium-preview.js';
import { DeepDivesOverview, PlansOverview, ToolsOverview } from './section-overviews.js';
import type { PremiumRoute } from './premium-route.js';

/**
 * What a visitor (401) or a free account (403) sees on a premium page: the way in, then the public
 * preview, which the server wrote to be public. Logging in comes back to this exact page.
 */
export function PremiumGate({ route, language, visitor }: { route: PremiumRoute; language: Language; visitor: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const preview = usePremiumPreview(route.section, route.domain, language, true);
  const titleId = useId();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <>
      <section className="tinted-panel premium-gate" aria-labelledby={titleId}>
        <h2 id={titleId} className="premium-gate__badge">
          {t('coachingTools.premium.badge')}
        </h2>
        <p>{visitor ? t('premiumContent.gate.visitor') : t('premiumContent.gate.free')}</p>
        <div className="premium-gate__actions">
          {visitor && (
            <Link to={`${to('/login')}?next=${encodeURIComponent(here)}`} className="button button--primary">
              {t('premiumContent.gate.logIn')}
            </Link>
          )}
          <Link to={to('/premium/enrollment')} className={visitor ? 'button' : 'button button--primary'}>
            {t('premiumContent.gate.buy')}
          </Link>
        </div>
      </section>
      <section className="premium-preview" aria-labelledby={`${titleId}-preview`}>
        <h2 id={`${titleId}-preview`}>{t('premiumContent.gate.preview')}</h2>
        {preview.isPending ? (
          <Spinner label={t('premiumContent.loading')} />
        ) : preview.isError ? (
          <InlineLoadError message={t('premiumContent.gate.previewFailed')} onRetry={() => void preview.refetch()} />
        ) : (
          <PreviewBody preview={preview.data} />
        )}
      </section>
    </>
  );
}

function PreviewBody({ preview }: { preview: PremiumPreview }) {
  switch (preview.section) {
    case 'tools':
      return <ToolsOverview headingLevel={3} domains={preview.domains} />;
    case 'deep-dives':
      return <DeepDivesOverview headingLevel={3} domains={preview.domains} />;
    case 'plans':
      return <PlansOverview headingLevel={3} domains={preview.domains} />;
  }
}

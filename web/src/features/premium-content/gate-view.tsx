import { useTranslation } from 'react-i18next';
import type { PremiumPreview } from '@lifewheel/contracts';
import { useLocalizedPath } from '../../app/language-context.js';
import { PageLink } from '../../app/page-link.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import type { LoadState } from './load-state.js';
import { SectionOverview } from './section-overviews.js';

/**
 * The way in (log in, get Premium), then the public preview, which the server wrote to be public.
 * `here` is the page to come back to after logging in. Drawn by the app (premium-gate.tsx) and by
 * the premium section pages' island, each with its own way of fetching the preview.
 */
export function GateView({ titleId, visitor, here, preview }: { titleId: string; visitor: boolean; here: string; preview: LoadState<PremiumPreview> }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <section className="tinted-panel premium-gate" aria-labelledby={titleId}>
        <h2 id={titleId} className="premium-gate__badge">
          {t('coachingTools.premium.badge')}
        </h2>
        <p>{visitor ? t('premiumContent.gate.visitor') : t('premiumContent.gate.free')}</p>
        <div className="premium-gate__actions">
          {visitor && (
            <PageLink to={`${to('/login')}?next=${encodeURIComponent(here)}`} className="button button--primary">
              {t('premiumContent.gate.logIn')}
            </PageLink>
          )}
          <PageLink to={to('/premium/enrollment')} className={visitor ? 'button' : 'button button--primary'}>
            {t('premiumContent.gate.buy')}
          </PageLink>
        </div>
      </section>
      <section className="premium-preview" aria-labelledby={`${titleId}-preview`}>
        <h2 id={`${titleId}-preview`}>{t('premiumContent.gate.preview')}</h2>
        {preview.pending ? (
          <Spinner label={t('premiumContent.loading')} />
        ) : preview.failed || !preview.data ? (
          <InlineLoadError message={t('premiumContent.gate.previewFailed')} onRetry={preview.retry} retrying={preview.retrying} />
        ) : (
          <SectionOverview headingLevel={3} content={preview.data} />
        )}
      </section>
    </>
  );
}

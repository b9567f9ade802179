import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PremiumSection } from '@lifewheel/contracts';
import { fetchPremiumContent, fetchPremiumPreview } from '../../api/premium-content.js';
import { useLanguage } from '../../app/language-context.js';
import { InlineLoadError } from '../../components/inline-load-error.js';
import { Spinner } from '../../components/spinner.js';
import { currentUser } from '../../content/account-state.js';
import { GateView } from './gate-view.js';
import { PremiumAnswer } from './premium-answer.js';
import { SectionOverview, type ListedSection } from './section-overviews.js';
import { useFetched } from './use-fetched.js';

/**
 * A pre-rendered section page's answer (premium-section-entry.tsx), as the app draws it: the
 * section's 12 areas for a premium person, the way in and the public preview for everyone else.
 * The user call (which the top bar makes anyway) says who is asking first, so a visitor's or a free
 * account's browser never asks for the section only to be refused, and logs no error for it (issue
 * 20). It decides nothing: the service still refuses whoever may not read the section, and the page
 * then shows the way in all the same.
 */
export function SectionIsland({ section }: { section: PremiumSection }) {
  const { t } = useTranslation();
  const viewer = useFetched(currentUser);
  if (viewer.pending) return <Spinner label={t('premiumContent.loading')} />;
  if (viewer.failed) return <InlineLoadError message={t('premiumContent.loadFailed')} onRetry={viewer.retry} retrying={viewer.retrying} />;
  if (viewer.data?.isPremium) return <SectionAnswer section={section} />;
  return <IslandGate section={section} visitor={!viewer.data} />;
}

function SectionAnswer({ section }: { section: PremiumSection }) {
  const language = useLanguage();
  const content = useFetched(
    useCallback((signal: AbortSignal) => fetchPremiumContent(section, undefined, language, signal) as Promise<ListedSection>, [section, language]),
  );
  return (
    <PremiumAnswer answer={content} gate={(visitor) => <IslandGate section={section} visitor={visitor} />}>
      {(data) => <SectionOverview content={data} />}
    </PremiumAnswer>
  );
}

function IslandGate({ section, visitor }: { section: PremiumSection; visitor: boolean }) {
  const language = useLanguage();
  const titleId = useId();
  const preview = useFetched(useCallback((signal: AbortSignal) => fetchPremiumPreview(section, undefined, language, signal), [section, language]));
  const { pathname, search, hash } = window.location;
  return <GateView titleId={titleId} visitor={visitor} here={`${pathname}${search}${hash}`} preview={preview} />;
}

import { useId } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '@lifewheel/contracts';
import { usePremiumPreview } from '../../hooks/use-premium-preview.js';
import { fromQuery } from './load-state.js';
import { GateView } from './gate-view.js';
import type { PremiumRoute } from './premium-route.js';

/**
 * What a visitor (401) or a free account (403) sees on a premium page in the app: the way in, then
 * the public preview. Logging in comes back to this exact page.
 */
export function PremiumGate({ route, language, visitor }: { route: PremiumRoute; language: Language; visitor: boolean }) {
  const location = useLocation();
  const preview = usePremiumPreview(route.section, route.domain, language, true);
  const titleId = useId();
  return <GateView titleId={titleId} visitor={visitor} here={`${location.pathname}${location.search}${location.hash}`} preview={fromQuery(preview)} />;
}

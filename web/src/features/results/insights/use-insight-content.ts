import { useCallback, useEffect, useState } from 'react';
import type { InsightContent } from './insight-selection.js';

type State = { status: 'loading' } | { status: 'ready'; content: InsightContent } | { status: 'failed' };

// The texts are long, so they are their own chunks, fetched with this page and never with the
// first visit to the site.
async function loadInsightContent(): Promise<InsightContent> {
  const [{ insightsEn }, { genericInsightEn }] = await Promise.all([import('@lifewheel/content/insights/en'), import('@lifewheel/content/insights/generic-en')]);
  return { insights: insightsEn, generic: genericInsightEn };
}

export function useInsightContent(): State & { retry: () => void } {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadInsightContent().then(
      (content) => active && setState({ status: 'ready', content }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

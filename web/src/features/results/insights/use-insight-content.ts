import { useCallback, useEffect, useState } from 'react';
import { loadInsightContent as loadInLanguage, type InsightContent } from '@lifewheel/content/insights';
import { useLanguage } from '../../../app/language-context.js';

type State = { status: 'loading' } | { status: 'ready'; content: InsightContent } | { status: 'failed' };

// The texts are long, so they are their own chunks, fetched with this page in its language and
// never with the first visit to the site. A language that fails to load leaves English (spec 8).
async function loadInsightContent(language: string): Promise<InsightContent> {
  try {
    return await loadInLanguage(language);
  } catch (error) {
    if (language === 'en') throw error;
    console.warn(`insights in ${language} failed to load; showing English`, error);
    return loadInLanguage('en');
  }
}

export function useInsightContent(): State & { retry: () => void } {
  const language = useLanguage();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadInsightContent(language).then(
      (content) => active && setState({ status: 'ready', content }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt, language]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

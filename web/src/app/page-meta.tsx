import { createContext, useContext, useEffect } from 'react';

export interface HeadCollector {
  title?: string;
  description?: string;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadProvider = HeadContext.Provider;

/**
 * A page's title and meta description: collected while pre-rendering (written into the HTML),
 * applied to the document in the browser.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const collector = useContext(HeadContext);
  if (collector) {
    collector.title = title;
    collector.description = description;
  }
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}

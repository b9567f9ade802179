import { useEffect } from 'react';

/**
 * Premium pages are served in the `noindex` app shell; a page reached by navigating inside the app
 * keeps the head of the page it came from, so the tag is added here too, and taken away on leaving.
 */
export function NoIndex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing) {
      const before = existing.content;
      existing.content = 'noindex';
      return () => {
        existing.content = before;
      };
    }
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return null;
}

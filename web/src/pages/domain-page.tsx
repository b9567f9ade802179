// The page's text is fetched by its `load`, one language and one domain at a time: the build runs
// it before pre-rendering the page, and entry-client before hydrating it (app/lazy-page.tsx), so
// the HTML carries the text and React reuses that HTML.
import type { DomainPage } from '@lifewheel/content';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { usePageData, type PageLoadArgs } from '../app/lazy-page.js';
import { NotFoundContent } from './not-found-page.js';
import { DomainPageView } from '../features/domain-pages/domain-page-view.js';
import { loadDomainPage } from '../features/domain-pages/domain-page-files.js';

interface LoadedDomainPage {
  id: DefaultDomainId;
  content: DomainPage;
}

export async function load({ pathname, language }: PageLoadArgs): Promise<LoadedDomainPage | null> {
  // The domain is the path's last segment (each domain is a route of its own: app/routes.tsx).
  const id = pathname.split('/').filter(Boolean).at(-1) as DefaultDomainId;
  if (!DEFAULT_DOMAIN_IDS.includes(id)) return null;
  return { id, content: await loadDomainPage(language, id) };
}

export function Component() {
  const page = usePageData<Awaited<ReturnType<typeof load>>>();
  if (!page) return <NotFoundContent />;
  return <DomainPageView id={page.id} content={page.content} />;
}

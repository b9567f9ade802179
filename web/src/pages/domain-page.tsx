// The page's text is fetched by its loader, one language and one domain at a time: the build runs
// it before pre-rendering the page, and entry-client before hydrating it, so the HTML carries the
// text and React reuses that HTML.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { DomainPage } from '@lifewheel/content';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { DEFAULT_LANGUAGE, languageOfSegment } from '../i18n/languages.js';
import { NotFoundContent } from './not-found-page.js';
import { DomainPageView } from '../features/domain-pages/domain-page-view.js';
import { loadDomainPage } from '../features/domain-pages/domain-page-files.js';

interface LoadedDomainPage {
  id: DefaultDomainId;
  content: DomainPage;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoadedDomainPage | null> {
  // The domain is the path's last segment (each domain's route is its own id: app/routes.tsx).
  const id = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) as DefaultDomainId;
  if (!DEFAULT_DOMAIN_IDS.includes(id)) return null;
  // A segment that is no language renders the not-found page (app/routes.tsx); English stands in.
  const language = languageOfSegment(params['language']) ?? DEFAULT_LANGUAGE;
  return { id, content: await loadDomainPage(language, id) };
}

export function Component() {
  const page = useLoaderData<typeof loader>();
  if (!page) return <NotFoundContent />;
  return <DomainPageView id={page.id} content={page.content} />;
}

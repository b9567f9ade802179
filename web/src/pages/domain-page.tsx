// The page's text is fetched by its `load`, one language and one domain at a time: the build runs
// it before pre-rendering the page, and entry-client before hydrating it (app/lazy-page.tsx), so
// the HTML carries the text and React reuses that HTML.
import type { DomainPage } from '@lifewheel/content';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { useLanguage } from '../app/language-context.js';
import { usePageData, type PageLoadArgs } from '../app/lazy-page.js';
import { Spinner } from '../components/spinner.js';
import { useDomainPageTexts } from '../i18n/domain-page-texts.js';
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
  // The text around the content is a chunk of its own too, which the app pages never load.
  const [content] = await Promise.all([loadDomainPage(language, id), useDomainPageTexts.preload(language)]);
  return { id, content };
}

export function Component() {
  const page = usePageData<Awaited<ReturnType<typeof load>>>();
  const texts = useDomainPageTexts(useLanguage());
  if (!page) return <NotFoundContent />;
  // Fetched by `load` before the page renders, so this waits only if they could not be.
  if (!texts) return <Spinner />;
  return <DomainPageView id={page.id} content={page.content} />;
}

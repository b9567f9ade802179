// The texts are imported statically, not with import(): domain pages are pre-rendered and the
// HTML must carry them. This page is its own lazy chunk, so they still stay out of the first
// visit to / and /assessment.
import { domainPagesEn } from '@lifewheel/content/domain-pages/en';
import { NotFoundContent } from './not-found-page.js';
import { DomainPageView } from '../features/domain-pages/domain-page-view.js';
import { useDomainId } from '../features/domain-pages/use-domain-id.js';

export function Component() {
  const id = useDomainId();
  const content = id ? domainPagesEn[id] : undefined;
  if (!id || !content) return <NotFoundContent />;
  return <DomainPageView id={id} content={content} />;
}

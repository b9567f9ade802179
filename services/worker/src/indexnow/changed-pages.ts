import type { IndexNowPage } from '@lifewheel/contracts';

/**
 * The pages to submit: those whose content hash differs from the hash of their last accepted
 * submission (or that were never accepted), leaving out any already waiting in an open batch.
 */
export function changedPages(
  pages: readonly IndexNowPage[],
  accepted: ReadonlyMap<string, string>,
  alreadyOpen: ReadonlySet<string> = new Set(),
): IndexNowPage[] {
  return pages.filter((page) => accepted.get(page.path) !== page.hash && !alreadyOpen.has(page.path));
}

import { INDEXNOW_MAX_BATCH } from '@lifewheel/contracts';

/**
 * Splits URLs into requests of at most `size` (the protocol allows 10,000 per request). All of one
 * host: the worker submits only PUBLIC_URL's own pages, so one host is all there is.
 */
export function planBatches<T>(items: readonly T[], size: number = INDEXNOW_MAX_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1 || size > INDEXNOW_MAX_BATCH) throw new Error(`a batch holds 1 to ${INDEXNOW_MAX_BATCH} URLs, not ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

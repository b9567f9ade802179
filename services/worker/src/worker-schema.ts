import { schemaTables } from '@lifewheel/platform';

export const WORKER_SCHEMA = 'worker';

/**
 * The worker's own schema (design.md: one schema per service, owned by the process that writes it):
 * IndexNow's per-URL hashes, its batches and every attempt to send one, and its alert cooldowns.
 * Plain SQL, like billing: batches are claimed with `for update skip locked` and held for the length
 * of the request, so a worker killed mid-batch leaves the batch open, never half-recorded.
 */
export const workerTables = schemaTables(WORKER_SCHEMA, ['indexnow_urls', 'indexnow_batches', 'indexnow_attempts', 'indexnow_alerts']);

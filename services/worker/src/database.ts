import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001IndexNow } from './migrations/migration-0001-indexnow.js';
import { WORKER_SCHEMA } from './worker-schema.js';

/** No entities: the worker's IndexNow tables are worked in plain SQL (see worker-schema.ts). */
export const workerDatabase: ServiceDatabase = {
  schema: WORKER_SCHEMA,
  entities: [],
  migrations: [{ name: 'Migration0001IndexNow', class: Migration0001IndexNow }],
};

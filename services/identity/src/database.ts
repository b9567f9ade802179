import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';

export const identityDatabase: ServiceDatabase = {
  schema: 'identity',
  entities: [],
  migrations: [{ name: 'Migration0001Schema', class: Migration0001Schema }],
};

import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';

export const billingDatabase: ServiceDatabase = {
  schema: 'billing',
  entities: [],
  migrations: [{ name: 'Migration0001Schema', class: Migration0001Schema }],
};

import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';
import { Migration0002Accounts } from './migrations/migration-0002-accounts.js';

export const IDENTITY_SCHEMA = 'identity';

/**
 * Identity works in plain SQL (sql.ts): every write here is a single conditional statement whose
 * atomicity is the point (a login token used once, an older premium event ignored).
 */
export const identityDatabase: ServiceDatabase = {
  schema: IDENTITY_SCHEMA,
  entities: [],
  migrations: [
    { name: 'Migration0001Schema', class: Migration0001Schema },
    { name: 'Migration0002Accounts', class: Migration0002Accounts },
  ],
};

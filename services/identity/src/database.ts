import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';
import { Migration0002Accounts } from './migrations/migration-0002-accounts.js';
import { Migration0003LoginTokensByEmail } from './migrations/migration-0003-login-tokens-by-email.js';
import { Migration0004AccountLanguage } from './migrations/migration-0004-account-language.js';
import { IDENTITY_SCHEMA } from './identity-schema.js';

/** No entities: identity works in plain SQL (see identity-schema.ts). */
export const identityDatabase: ServiceDatabase = {
  schema: IDENTITY_SCHEMA,
  entities: [],
  migrations: [
    { name: 'Migration0001Schema', class: Migration0001Schema },
    { name: 'Migration0002Accounts', class: Migration0002Accounts },
    { name: 'Migration0003LoginTokensByEmail', class: Migration0003LoginTokensByEmail },
    { name: 'Migration0004AccountLanguage', class: Migration0004AccountLanguage },
  ],
};

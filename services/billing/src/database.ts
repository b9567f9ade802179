import type { ServiceDatabase } from '@lifewheel/platform';
import { BILLING_SCHEMA } from './billing-schema.js';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';
import { Migration0002Billing } from './migrations/migration-0002-billing.js';
import { Migration0003ManualPremium } from './migrations/migration-0003-manual-premium.js';

/** No entities: billing works in plain SQL (see billing-schema.ts). */
export const billingDatabase: ServiceDatabase = {
  schema: BILLING_SCHEMA,
  entities: [],
  migrations: [
    { name: 'Migration0001Schema', class: Migration0001Schema },
    { name: 'Migration0002Billing', class: Migration0002Billing },
    { name: 'Migration0003ManualPremium', class: Migration0003ManualPremium },
  ],
};

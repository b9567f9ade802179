import type { ServiceDatabase } from '@lifewheel/platform';
import { Migration0001Schema } from './migrations/migration-0001-schema.js';
import { Migration0002Billing } from './migrations/migration-0002-billing.js';
import { PaymentSessionSchema } from './checkout/payment-session.entity.js';
import { PaymentSchema } from './payments/payment.entity.js';

export const billingDatabase: ServiceDatabase = {
  schema: 'billing',
  entities: [PaymentSessionSchema, PaymentSchema],
  migrations: [
    { name: 'Migration0001Schema', class: Migration0001Schema },
    { name: 'Migration0002Billing', class: Migration0002Billing },
  ],
};

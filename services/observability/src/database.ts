import type { ServiceDatabase } from '@lifewheel/platform';
import { ErrorLogSchema, OBSERVABILITY_SCHEMA } from './error-logs/error-log.entity.js';
import { UserJourneySchema } from './journeys/user-journey.entity.js';
import { Migration0001Initial } from './migrations/migration-0001-initial.js';
import { Migration0002PaymentAlerts } from './migrations/migration-0002-payment-alerts.js';
import { Migration0003AuditLog } from './migrations/migration-0003-audit-log.js';
import { AlertingMetricSchema } from './payment-alerts/alerting-metric.entity.js';
import { PaymentEventSchema } from './payment-alerts/payment-event.entity.js';

export const observabilityDatabase: ServiceDatabase = {
  schema: OBSERVABILITY_SCHEMA,
  entities: [ErrorLogSchema, UserJourneySchema, PaymentEventSchema, AlertingMetricSchema],
  migrations: [
    { name: 'Migration0001Initial', class: Migration0001Initial },
    { name: 'Migration0002PaymentAlerts', class: Migration0002PaymentAlerts },
    { name: 'Migration0003AuditLog', class: Migration0003AuditLog },
  ],
};

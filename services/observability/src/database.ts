import type { ServiceDatabase } from '@lifewheel/platform';
import { ErrorLogSchema, OBSERVABILITY_SCHEMA } from './error-logs/error-log.entity.js';
import { UserJourneySchema } from './journeys/user-journey.entity.js';
import { Migration0001Initial } from './migrations/migration-0001-initial.js';

export const observabilityDatabase: ServiceDatabase = {
  schema: OBSERVABILITY_SCHEMA,
  entities: [ErrorLogSchema, UserJourneySchema],
  migrations: [{ name: 'Migration0001Initial', class: Migration0001Initial }],
};

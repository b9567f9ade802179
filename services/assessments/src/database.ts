import type { ServiceDatabase } from '@lifewheel/platform';
import { ASSESSMENTS_SCHEMA, AssessmentSchema } from './assessments/assessment.entity.js';
import { Migration0001Initial } from './migrations/migration-0001-initial.js';

export const assessmentsDatabase: ServiceDatabase = {
  schema: ASSESSMENTS_SCHEMA,
  entities: [AssessmentSchema],
  migrations: [{ name: 'Migration0001Initial', class: Migration0001Initial }],
};

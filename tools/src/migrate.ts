// The explicit migrate step (design.md section 4): applies every service's pending migrations to
// its own schema. Run once per deploy (docker-compose `migrate`, the Kubernetes Job, `npm start`),
// never by service replicas at boot.
import { migrateServiceDatabase, type ServiceDatabase } from '@lifewheel/platform';
import { databaseEnvSchema, loadConfigOrExit } from '@lifewheel/platform/config';
import { assessmentsDatabase } from '@lifewheel/assessments/database';
import { billingDatabase } from '@lifewheel/billing/database';
import { identityDatabase } from '@lifewheel/identity/database';
import { observabilityDatabase } from '@lifewheel/observability/database';
import { workerDatabase } from '@lifewheel/worker/database';

export const SERVICE_DATABASES: Record<string, ServiceDatabase> = {
  identity: identityDatabase,
  assessments: assessmentsDatabase,
  billing: billingDatabase,
  observability: observabilityDatabase,
  worker: workerDatabase,
};

process.title = 'lifewheel-migrate';
const { DATABASE_URL } = loadConfigOrExit('migrate', databaseEnvSchema);
for (const [service, database] of Object.entries(SERVICE_DATABASES)) {
  const applied = await migrateServiceDatabase(DATABASE_URL, database);
  console.log(`${service}: ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}`);
}

import { MikroORM, type EntitySchema, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Migration } from '@mikro-orm/migrations';
import { DeadlineBoundPostgreSqlDriver } from './deadline-bound-driver.js';

export interface ServiceDatabase {
  /** The Postgres schema this service owns; every entity and the migrations table live in it. */
  schema: string;
  entities: EntitySchema[];
  migrations: { name: string; class: new (...args: never[]) => Migration }[];
}

export function ormOptions(databaseUrl: string, database: ServiceDatabase): Options {
  return {
    driver: DeadlineBoundPostgreSqlDriver,
    clientUrl: databaseUrl,
    entities: database.entities,
    schema: database.schema,
    // Every handler runs in its own RequestContext; using the global EntityManager is a bug.
    allowGlobalContext: false,
    debug: false,
    // Services whose tables arrive with later features still own (and health-check) their schema.
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10 },
    extensions: [Migrator],
    migrations: {
      migrationsList: database.migrations as never,
      schema: database.schema,
      tableName: 'migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  };
}

export function createOrm(databaseUrl: string, database: ServiceDatabase): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl, database));
}

/** The explicit migrate step (never run by replicas at boot): creates the schema, applies what is pending. */
export async function migrateServiceDatabase(databaseUrl: string, database: ServiceDatabase): Promise<string[]> {
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl, database), allowGlobalContext: true });
  try {
    await orm.em.getConnection().execute(`create schema if not exists "${database.schema}"`);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}

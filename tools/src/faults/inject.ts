// The faults themselves, done to the private stack only: the app's processes (by pid, from the
// launcher's children), the private Redis and PostgreSQL.
import { Redis } from 'ioredis';
import pg from 'pg';
import type { PrivateApp } from '../load/private-app.js';
import type { Fault } from './schedule.js';

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Does the fault; resolves once it is done (a kill sent, a restart complete, a lock released). */
export async function inject(fault: Fault, stack: PrivateApp): Promise<void> {
  switch (fault.kind) {
    case 'kill': {
      const pid = stack.app.pids()[fault.process];
      if (pid === undefined) throw new Error(`${fault.process} is not running, so it cannot be killed`);
      process.kill(pid, 'SIGKILL');
      return;
    }
    case 'redis-restart':
      return stack.redis.restart();
    case 'postgres-restart':
      return stack.postgres.restart();
    case 'drop-connections': {
      await withPostgres(stack.postgres.adminUrl, (client) =>
        client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = 'lifewheel' and pid <> pg_backend_pid()`),
      );
      const redis = new Redis(stack.redis.url, { maxRetriesPerRequest: 1 });
      redis.on('error', () => undefined);
      try {
        // Every client but this one: commands, blocking reads and subscribers alike.
        await redis.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
        await redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub', 'SKIPME', 'yes');
      } finally {
        redis.disconnect();
      }
      return;
    }
    case 'slow-postgres':
      // What a long migration or a stuck batch job does: saves queue behind the lock past their deadline.
      return withPostgres(stack.postgres.url, async (client) => {
        await client.query('begin');
        await client.query('lock table assessments.assessments in access exclusive mode');
        await new Promise((resolve) => setTimeout(resolve, fault.holdMs));
        await client.query('commit');
      });
  }
}

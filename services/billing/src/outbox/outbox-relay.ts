import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { JobName } from '@lifewheel/contracts';
import { JobQueues, LOGGER, type Logger, sql } from '@lifewheel/platform';
import { billingTables } from '../billing-schema.js';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { PolledWork } from '../polling-loop.js';
import { VERSIONED_JOBS } from './outbox.js';

interface OutboxRow {
  id: string;
  job_name: string;
  payload: Record<string, unknown>;
}

const { outbox } = billingTables;
const BATCH = 100;
/** A Redis that does not answer must not hold the relay forever; the row stays unsent and is retried. */
const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * Moves unsent outbox rows to BullMQ, oldest first, and marks them sent. Runs on a schedule and
 * after each write (nudge). When Redis is down the rows simply stay unsent until it is back. A row
 * enqueued but not yet marked (a crash in between) is enqueued again under the same job id, and
 * every consumer is idempotent by `eventId`.
 */
@Injectable()
export class OutboxRelay extends PolledWork {
  constructor(
    private readonly orm: MikroORM,
    private readonly queues: JobQueues,
    @Inject(BILLING_CONFIG) config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super('outbox relay', config.BILLING_POLL_MS, logger);
  }

  /** Relays one batch; true when there may be more. */
  protected async runOnce(): Promise<boolean> {
    // Outside any transaction: a row is marked sent only after BullMQ has it, one statement each.
    const rows = await sql<OutboxRow>(this.orm.em, `select "id", "job_name", "payload" from ${outbox} where "sent_at" is null order by "id" limit ${BATCH}`);
    for (const row of rows) {
      const payload = VERSIONED_JOBS.has(row.job_name) ? { ...row.payload, version: Number(row.id) } : row.payload;
      try {
        await withTimeout(this.queues.enqueue(row.job_name as JobName, payload as never, { jobId: `billing-outbox-${row.id}` }), ENQUEUE_TIMEOUT_MS);
      } catch (error) {
        await sql(this.orm.em, `update ${outbox} set "attempts" = "attempts" + 1, "last_error" = ? where "id" = ?`, [String(error), row.id]);
        this.logger.warn({ err: error, outboxId: row.id, job: row.job_name }, 'Could not relay an outbox event; it stays for the next run');
        // Order matters (versions): stop at the first failure and try again from here later.
        return false;
      }
      await sql(this.orm.em, `update ${outbox} set "sent_at" = now(), "attempts" = "attempts" + 1 where "id" = ?`, [row.id]);
    }
    return rows.length === BATCH;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

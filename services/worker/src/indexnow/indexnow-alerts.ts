import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobName, indexNowAnswerMeaning, type IndexNowAlertEmailJob } from '@lifewheel/contracts';
import { ErrorReporter, JobQueues, LOGGER, enqueueForEachRecipient, sql, type Logger } from '@lifewheel/platform';
import { workerTables as t } from '../worker-schema.js';
import { INDEXNOW_OPTIONS, type IndexNowOptions } from './indexnow-options.js';
import type { SendOutcome } from './indexnow-submitter.js';

/** 429 answers for longer than this raise an alert. */
export const TOO_MANY_REQUESTS_ALERT_MS = 60 * 60_000;
/** A condition that lasts alerts again at most this often. */
const ALERT_COOLDOWN_MS = 60 * 60_000;

type Rule = IndexNowAlertEmailJob['rule'];

/**
 * IndexNow's ops alerts, by the same path as payment alerts: a warning log line, an error report that
 * observability keeps and /admin/debug shows, and an email to each address of ALERT_EMAILS (the
 * address sealed in the job). Rules: two rejected batches in a row (400, 403 or 422), or 429 answers
 * for over an hour. Every rejection is also reported on its own, since it is never retried.
 */
@Injectable()
export class IndexNowAlerts {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly reporter: ErrorReporter,
    @Inject(INDEXNOW_OPTIONS) private readonly options: IndexNowOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async afterAnswer(outcome: SendOutcome, status: number | null, at: Date): Promise<void> {
    if (outcome === 'rejected') {
      this.logger.warn({ status }, `IndexNow rejected a batch: ${status} ${indexNowAnswerMeaning(status)} (not retried)`);
      this.reporter.report(new Error(`IndexNow rejected a batch: ${status} ${indexNowAnswerMeaning(status)}`), {
        metadata: { endpoint: this.options.endpoint },
      });
      const since = await this.rejectedInARow();
      if (since) await this.raise('rejected-batches', status, since, at);
    } else if (status === 429) {
      const since = await this.tooManyRequestsSince();
      if (since && at.getTime() - since.getTime() > TOO_MANY_REQUESTS_ALERT_MS) await this.raise('too-many-requests', status, since, at);
    }
  }

  /** When the latest two finished batches were both rejected: the earlier one's time. */
  private async rejectedInARow(): Promise<Date | null> {
    const rows = await sql<{ state: string; finished_at: Date }>(
      this.em,
      `select state, finished_at from ${t.indexnow_batches} where state <> 'open' order by finished_at desc limit 2`,
    );
    return rows.length === 2 && rows.every((row) => row.state === 'rejected') ? new Date(rows[1]!.finished_at) : null;
  }

  /** The first 429 since the last answer that was not a 429. */
  private async tooManyRequestsSince(): Promise<Date | null> {
    const [row] = await sql<{ since: Date | null }>(
      this.em,
      `select min(at) as since from ${t.indexnow_attempts}
       where status = 429 and at > coalesce((select max(at) from ${t.indexnow_attempts} where status is distinct from 429), '-infinity')`,
    );
    return row?.since ? new Date(row.since) : null;
  }

  private async raise(rule: Rule, lastCode: number | null, since: Date, at: Date): Promise<void> {
    // Claimed by one conditional statement: one alert per rule per hour, however many workers ask.
    const claimed = await sql(
      this.em,
      `insert into ${t.indexnow_alerts} (rule, last_sent_at) values (?, ?)
       on conflict (rule) do update set last_sent_at = excluded.last_sent_at where ${t.indexnow_alerts}.last_sent_at <= ?
       returning rule`,
      [rule, at, new Date(at.getTime() - ALERT_COOLDOWN_MS)],
    );
    if (claimed.length === 0) return;
    const text = rule === 'rejected-batches' ? 'two IndexNow batches in a row were rejected' : 'IndexNow has answered 429 for over an hour';
    this.logger.warn({ rule, lastCode, since: since.toISOString() }, `IndexNow alert: ${text}`);
    this.reporter.report(new Error(`IndexNow alert: ${text} (last answer ${lastCode} ${indexNowAnswerMeaning(lastCode)})`), { metadata: { rule } });
    if (this.options.alertEmails.length === 0) {
      this.logger.warn({ rule }, 'ALERT_EMAILS is empty: the IndexNow alert is only logged');
      return;
    }
    const payload = { rule, lastCode, since: since.toISOString(), endpoint: this.options.endpoint };
    await enqueueForEachRecipient(this.queues, JobName.SendIndexNowAlertEmail, this.options.alertEmails, payload, {
      jobSecretKey: this.options.jobSecretKey,
      jobIdPrefix: `indexnow-alert-${rule}-${at.getTime()}`,
    });
  }
}

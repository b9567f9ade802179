import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import { JobName, isAcceptedAnswer, isRejectedAnswer, type IndexNowJobKind, type IndexNowPage, type IndexNowTrigger } from '@lifewheel/contracts';
import { JobQueues, LOGGER, sql, type Logger } from '@lifewheel/platform';
import { workerTables as t } from '../worker-schema.js';
import { planBatches } from './batches.js';
import { changedPages } from './changed-pages.js';
import { IndexNowAlerts } from './indexnow-alerts.js';
import { postToIndexNow } from './indexnow-client.js';
import { INDEXNOW_OPTIONS, keyLocationOf, type IndexNowOptions } from './indexnow-options.js';
import { keySelfTest } from './key-self-test.js';
import { nextKeyCheckInMs } from './key-wait.js';
import { retryWaitMs } from './retry-wait.js';
import { SitePages } from './site-pages.js';

export interface PlanRequest {
  /** The BullMQ job's id: a job run twice plans its batches once. */
  jobId: string;
  kind: IndexNowJobKind;
  trigger: 'start' | 'admin';
  actorUserId?: string | undefined;
  path?: string;
}

interface OpenBatch {
  id: string;
  trigger: 'start' | 'admin';
  urls: IndexNowPage[];
  attempts: number;
}

export type SendOutcome = 'accepted' | 'rejected' | 'retry';

/** The open batch to send next, oldest first; `?` is now. */
const NEXT_DUE_BATCH = `where state = 'open' and (next_attempt_at is null or next_attempt_at <= ?) order by created_at, seq limit 1`;

/**
 * Plans IndexNow batches and sends them. Planning and sending are separate steps joined by the
 * `indexnow_batches` table, so nothing is lost between them:
 * - planning runs under one advisory lock, once per job id, and leaves out URLs already waiting in
 *   an open batch;
 * - a batch is sent while its row is locked (`for update skip locked`) and its answer is recorded in
 *   that same transaction. A worker killed mid-request rolls back: the batch stays open and is sent
 *   again later, never recorded half-way. Once accepted, its URLs' hashes are stored with it, and an
 *   unchanged URL is never submitted again.
 */
@Injectable()
export class IndexNowSubmitter {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly pages: SitePages,
    private readonly alerts: IndexNowAlerts,
    @Inject(INDEXNOW_OPTIONS) private readonly options: IndexNowOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Plans the job's batches (once), then sends every batch that is due. */
  async run(request: PlanRequest): Promise<void> {
    if (!this.options.key) {
      this.logger.warn({ job: request.kind }, 'INDEXNOW_KEY is not set: IndexNow submits nothing');
      return;
    }
    await this.plan(request);
    await this.sendDue();
  }

  /** The pages "submit changed" would send now: changed since their last accepted hash, not already in an open batch. */
  async pending(): Promise<{ pages: IndexNowPage[]; accepted: Map<string, Date> }> {
    const pages = await this.pages.all();
    const { acceptedHashes, acceptedAt, open } = await this.state(this.em);
    return { pages: changedPages(pages, acceptedHashes, open), accepted: acceptedAt };
  }

  private async plan(request: PlanRequest): Promise<void> {
    const pages = await this.pages.all();
    await this.em.transactional(async (tx) => {
      // One planner at a time, so two jobs cannot both put the same changed URL in a batch.
      await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', ['lifewheel.indexnow.plan']);
      const planned = await sql(tx, `select 1 from ${t.indexnow_batches} where job_id = ? limit 1`, [request.jobId]);
      if (planned.length > 0) return;
      const chosen = await this.choose(tx, request, pages);
      const batches = planBatches(chosen, this.options.batchSize);
      for (const [seq, urls] of batches.entries()) {
        await sql(
          tx,
          `insert into ${t.indexnow_batches} (id, job_id, seq, kind, trigger, actor_user_id, urls, url_count)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, ?::jsonb, ?)`,
          [request.jobId, seq, request.kind, request.trigger, request.actorUserId ?? null, JSON.stringify(urls), urls.length],
        );
      }
      this.logger.info({ job: request.kind, trigger: request.trigger, urls: chosen.length, batches: batches.length }, 'IndexNow batches planned');
    });
  }

  private async choose(tx: EntityManager, request: PlanRequest, pages: IndexNowPage[]): Promise<IndexNowPage[]> {
    if (request.kind === 'all') return pages;
    if (request.kind === 'url') {
      const page = pages.find((candidate) => candidate.path === request.path);
      // Checked when the job was asked for; a build since may have dropped the page.
      if (!page) throw new UnrecoverableError(`${request.path} is not a page the sitemap lists`);
      return [page];
    }
    const { acceptedHashes, open } = await this.state(tx);
    return changedPages(pages, acceptedHashes, open);
  }

  private async state(em: EntityManager): Promise<{ acceptedHashes: Map<string, string>; acceptedAt: Map<string, Date>; open: Set<string> }> {
    const rows = await sql<{ path: string; accepted_hash: string; last_accepted_at: Date }>(
      em,
      `select path, accepted_hash, last_accepted_at from ${t.indexnow_urls}`,
    );
    const open = await sql<{ path: string }>(
      em,
      `select distinct url ->> 'path' as path from ${t.indexnow_batches}, jsonb_array_elements(urls) as url where state = 'open'`,
    );
    return {
      acceptedHashes: new Map(rows.map((row) => [row.path, row.accepted_hash])),
      acceptedAt: new Map(rows.map((row) => [row.path, new Date(row.last_accepted_at)])),
      open: new Set(open.map((row) => row.path)),
    };
  }

  /** Sends due batches one after another, until none is due or the engine asks to wait. */
  async sendDue(): Promise<void> {
    if (!this.options.key) return;
    if (!(await this.keyServedOrWaitedEnough(this.options.key))) return;
    for (;;) {
      const outcome = await this.sendOne();
      if (outcome === null || outcome === 'retry') return;
    }
  }

  /**
   * An engine fetches our key file before it takes a batch, and answers 403 when it cannot, which
   * is never retried and, twice in a row, alerts ops. A worker that starts before the gateway (a
   * deploy, or `npm start` on a new database) would have its start submission refused that way.
   * So while our own key file is not served, due batches wait and the file is looked at again, for
   * at most INDEXNOW_KEY_WAIT_MS after the oldest was planned; past that they go all the same, and
   * the engine's answer is recorded and alerted as usual.
   */
  private async keyServedOrWaitedEnough(key: string): Promise<boolean> {
    const [oldest] = await sql<{ id: string; created_at: Date }>(this.em, `select id, created_at from ${t.indexnow_batches} ${NEXT_DUE_BATCH}`, [new Date()]);
    if (!oldest) return true;
    const plannedAt = new Date(oldest.created_at).getTime();
    if (Date.now() - plannedAt >= this.options.keyWaitMs) return true;
    const selfTest = await keySelfTest(keyLocationOf(this.options, key), key);
    // What an engine checks; a content type the admin page would flag does not hold batches back.
    if (selfTest.status === 200 && selfTest.bodyMatches) return true;
    const waitedMs = Date.now() - plannedAt;
    const checkInMs = nextKeyCheckInMs(waitedMs, this.options.keyWaitMs);
    // The site and the answer's code, not the file's address: that holds the key.
    this.logger.warn(
      { site: this.options.publicUrl, status: selfTest.status, waitedMs, checkInMs },
      'IndexNow waits: the site does not serve our key file yet, and an engine would refuse the batch',
    );
    await this.queues.enqueue(JobName.IndexNowRetryBatch, { batchId: oldest.id }, { jobId: `indexnow-key-wait-${oldest.id}-${Date.now()}`, delay: checkInMs });
    return false;
  }

  private async sendOne(): Promise<SendOutcome | null> {
    const key = this.options.key as string;
    const result = await this.em.transactional(async (tx) => {
      const now = new Date();
      const [batch] = await sql<OpenBatch>(tx, `select id, trigger, urls, attempts from ${t.indexnow_batches} ${NEXT_DUE_BATCH} for update skip locked`, [now]);
      if (!batch) return null;
      const answer = await postToIndexNow(this.options.endpoint, {
        host: new URL(this.options.publicUrl).host,
        key,
        keyLocation: keyLocationOf(this.options, key),
        urlList: batch.urls.map((page) => `${this.options.publicUrl}${page.path}`),
      });
      const at = new Date();
      const trigger: IndexNowTrigger = batch.attempts > 0 ? 'retry' : batch.trigger;
      const attempts = batch.attempts + 1;
      const outcome: SendOutcome = isAcceptedAnswer(answer.status) ? 'accepted' : isRejectedAnswer(answer.status) ? 'rejected' : 'retry';
      const wait = outcome === 'retry' ? retryWaitMs(answer.retryAfter, attempts, at) : null;
      await sql(
        tx,
        `insert into ${t.indexnow_attempts} (id, batch_id, at, trigger, endpoint, status, latency_ms, retry_after_ms)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?)`,
        [batch.id, at, trigger, this.options.endpoint, answer.status, answer.latencyMs, wait],
      );
      if (outcome === 'retry') {
        const dueAt = new Date(at.getTime() + (wait ?? 0));
        await sql(tx, `update ${t.indexnow_batches} set attempts = ?, next_attempt_at = ? where id = ?`, [attempts, dueAt, batch.id]);
        // Queued inside the transaction: if Redis refuses, the attempt is not recorded either and
        // the batch is simply due again.
        await this.queues.enqueue(JobName.IndexNowRetryBatch, { batchId: batch.id }, { jobId: `indexnow-retry-${batch.id}-${attempts}`, delay: wait ?? 0 });
      } else {
        await sql(tx, `update ${t.indexnow_batches} set attempts = ?, state = ?, finished_at = ?, next_attempt_at = null where id = ?`, [
          attempts,
          outcome,
          at,
          batch.id,
        ]);
      }
      if (outcome === 'accepted') {
        // Only now do these URLs count as submitted, with the hash they had when planned.
        await sql(
          tx,
          `insert into ${t.indexnow_urls} (path, accepted_hash, last_accepted_at)
           select page.path, page.hash, ? from jsonb_to_recordset(?::jsonb) as page(path text, hash text)
           on conflict (path) do update set accepted_hash = excluded.accepted_hash, last_accepted_at = excluded.last_accepted_at`,
          [at, JSON.stringify(batch.urls)],
        );
      }
      this.logger.info(
        { batchId: batch.id, urls: batch.urls.length, status: answer.status, latencyMs: answer.latencyMs, trigger, waitMs: wait },
        'IndexNow batch sent',
      );
      return { outcome, status: answer.status, at };
    });
    if (!result) return null;
    // Alerts are decided after the answer is committed: the rules read the recorded history.
    await this.alerts.afterAnswer(result.outcome, result.status, result.at);
    return result.outcome;
  }
}

import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Payload } from '@nestjs/microservices';
import {
  INDEXNOW_MESSAGES,
  JobName,
  RpcPattern,
  indexNowAnswerMeaning,
  keyedIssue,
  submitIndexNowAllSchema,
  submitIndexNowUrlSchema,
  type AuditAction,
  type IndexNowActionResult,
  type IndexNowHistory,
  type IndexNowJobKind,
  type IndexNowKeyStatus,
  type IndexNowPending,
  type IndexNowTrigger,
  type Principal,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, JobQueues, RequireAdmin, RpcHandler, sql } from '@lifewheel/platform';
import { workerTables as t } from '../worker-schema.js';
import { planBatches } from './batches.js';
import { INDEXNOW_OPTIONS, keyLocationOf, type IndexNowOptions } from './indexnow-options.js';
import { IndexNowSubmitter } from './indexnow-submitter.js';
import { keySelfTest } from './key-self-test.js';
import { SitePages } from './site-pages.js';

const HISTORY_LIMIT = 200;

/**
 * /admin-indexnow's APIs. The worker owns IndexNow's facts, so it decides who may see and act
 * (admins only). Actions never submit inline: each queues a job and is audited.
 */
@Controller()
export class IndexNowController {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly submitter: IndexNowSubmitter,
    private readonly pages: SitePages,
    @Inject(INDEXNOW_OPTIONS) private readonly options: IndexNowOptions,
  ) {}

  @RpcHandler(RpcPattern.IndexNowStatus)
  @RequireAdmin()
  async status(): Promise<IndexNowKeyStatus> {
    const { key, endpoint } = this.options;
    if (!key) {
      return {
        configured: false,
        keyLocation: null,
        endpoint,
        selfTest: { passed: false, status: null, contentType: null, bodyMatches: false, problem: 'INDEXNOW_KEY is not set' },
      };
    }
    const keyLocation = keyLocationOf(this.options, key);
    return { configured: true, keyLocation, endpoint, selfTest: await keySelfTest(keyLocation, key) };
  }

  @RpcHandler(RpcPattern.IndexNowPending)
  @RequireAdmin()
  async pending(): Promise<IndexNowPending> {
    const { pages, accepted } = await this.submitter.pending();
    const host = new URL(this.options.publicUrl).host;
    const batches = planBatches(pages, this.options.batchSize).map((batch) => ({
      host,
      count: batch.length,
      first: this.url(batch[0]!.path),
      last: this.url(batch[batch.length - 1]!.path),
    }));
    return {
      total: pages.length,
      urls: pages.map((page) => ({ url: this.url(page.path), lastAcceptedAt: accepted.get(page.path)?.toISOString() ?? null })),
      batches,
    };
  }

  @RpcHandler(RpcPattern.IndexNowHistory)
  @RequireAdmin()
  async history(): Promise<IndexNowHistory> {
    const attempts = await sql<{
      id: string;
      batch_id: string;
      at: Date;
      trigger: IndexNowTrigger;
      kind: IndexNowJobKind;
      actor_user_id: string | null;
      url_count: number;
      endpoint: string;
      status: number | null;
      latency_ms: number;
    }>(
      this.em,
      `select a.id, a.batch_id, a.at, a.trigger, b.kind, b.actor_user_id, b.url_count, a.endpoint, a.status, a.latency_ms
       from ${t.indexnow_attempts} a join ${t.indexnow_batches} b on b.id = a.batch_id
       order by a.at desc limit ${HISTORY_LIMIT}`,
    );
    const accepted = await sql<{ path: string; last_accepted_at: Date }>(this.em, `select path, last_accepted_at from ${t.indexnow_urls}`);
    const acceptedAt = new Map(accepted.map((row) => [row.path, new Date(row.last_accepted_at).toISOString()]));
    const pages = await this.pages.all();
    return {
      attempts: attempts.map((row) => ({
        id: row.id,
        batchId: row.batch_id,
        at: new Date(row.at).toISOString(),
        trigger: row.trigger,
        kind: row.kind,
        actorUserId: row.actor_user_id,
        urlCount: row.url_count,
        endpoint: row.endpoint,
        status: row.status,
        meaning: indexNowAnswerMeaning(row.status),
        latencyMs: row.latency_ms,
      })),
      urls: pages.map((page) => ({ url: this.url(page.path), lastAcceptedAt: acceptedAt.get(page.path) ?? null })),
    };
  }

  @RpcHandler(RpcPattern.IndexNowSubmitChanged)
  @RequireAdmin()
  submitChanged(@CurrentPrincipal() principal: Principal): Promise<IndexNowActionResult> {
    return this.enqueue(principal, 'indexnow.submit-changed', 'changed', 'sitemap:changed', (jobId) =>
      this.queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'admin', actorUserId: principal.userId }, { jobId }),
    );
  }

  @RpcHandler(RpcPattern.IndexNowSubmitUrl)
  @RequireAdmin()
  async submitUrl(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<IndexNowActionResult> {
    const parsed = submitIndexNowUrlSchema.safeParse(payload);
    if (!parsed.success) throw AppException.fromZod(parsed.error);
    const path = this.pathOf(parsed.data.path);
    const pages = await this.pages.all();
    if (!pages.some((page) => page.path === path)) {
      const issue = keyedIssue('pathNotListed', INDEXNOW_MESSAGES.pathNotListed);
      throw AppException.validation([{ field: 'path', message: issue.message, messageKey: issue.params.messageKey }]);
    }
    return this.enqueue(principal, 'indexnow.submit-url', 'url', path, (jobId) =>
      this.queues.enqueue(JobName.IndexNowSubmitUrl, { trigger: 'admin', actorUserId: principal.userId, path }, { jobId }),
    );
  }

  @RpcHandler(RpcPattern.IndexNowSubmitAll)
  @RequireAdmin()
  submitAll(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<IndexNowActionResult> {
    const parsed = submitIndexNowAllSchema.safeParse(payload);
    if (!parsed.success) throw AppException.fromZod(parsed.error);
    return this.enqueue(principal, 'indexnow.submit-all', 'all', 'sitemap:all', (jobId) =>
      this.queues.enqueue(JobName.IndexNowSubmitAll, { trigger: 'admin', actorUserId: principal.userId }, { jobId }),
    );
  }

  /** Queues the job, then records the admin's action in the audit log (observability keeps it). */
  private async enqueue(
    principal: Principal,
    action: AuditAction,
    kind: IndexNowJobKind,
    target: string,
    add: (jobId: string) => Promise<string>,
  ): Promise<IndexNowActionResult> {
    const jobId = `indexnow-admin-${kind}-${randomUUID()}`;
    await add(jobId);
    await this.queues.enqueue(JobName.RecordAudit, {
      eventId: jobId,
      occurredAt: new Date().toISOString(),
      actorUserId: principal.userId,
      action,
      target,
      details: { jobId },
    });
    return { status: 'queued', jobId };
  }

  /** A full URL of this site or a path, as the page's form may give either. */
  private pathOf(input: string): string {
    if (input.startsWith(this.options.publicUrl)) return input.slice(this.options.publicUrl.length) || '/';
    return input;
  }

  private url(path: string): string {
    return `${this.options.publicUrl}${path}`;
  }
}

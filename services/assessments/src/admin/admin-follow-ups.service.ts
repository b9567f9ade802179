import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, JobName, type AdminFollowUp, type AdminPage } from '@lifewheel/contracts';
import { AppException, ErrorCode, JobQueues, sealJobSecrets, sql } from '@lifewheel/platform';
import { FOLLOW_UPS_OPTIONS, type FollowUpsOptions } from '../follow-ups/follow-ups.options.js';
import { recordAudit } from './admin-audit.js';

const FOLLOW_UPS = '"assessments"."follow_ups"';
const REPLIES = '"assessments"."follow_up_replies"';

type Timestamp = Date | string;
const iso = (value: Timestamp): string => new Date(value).toISOString();

interface FollowUpRow {
  id: string;
  kind: AdminFollowUp['kind'];
  payload: Record<string, unknown>;
  email: string | null;
  language: string;
  created_at: Timestamp;
  handled_at: Timestamp | null;
}

/** The console's inbox: every follow-up newest first, marking one handled, and replying by email. */
@Injectable()
export class AdminFollowUpsService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    @Inject(FOLLOW_UPS_OPTIONS) private readonly options: FollowUpsOptions,
  ) {}

  async list(page: number): Promise<AdminPage<AdminFollowUp>> {
    const rows = await sql<FollowUpRow>(
      this.em,
      `select "id", "kind", "payload", "email", "language", "created_at", "handled_at" from ${FOLLOW_UPS}
        order by "created_at" desc, "id" limit ${ADMIN_PAGE_SIZE} offset ?`,
      [(page - 1) * ADMIN_PAGE_SIZE],
    );
    const replies = rows.length
      ? await sql<{ id: string; follow_up_id: string; body: string; actor_user_id: string; sent_at: Timestamp }>(
          this.em,
          `select "id", "follow_up_id", "body", "actor_user_id", "sent_at" from ${REPLIES}
            where "follow_up_id"::text in (select jsonb_array_elements_text(?::jsonb)) order by "sent_at", "id"`,
          [JSON.stringify(rows.map((row) => row.id))],
        )
      : [];
    const [count] = await sql<{ total: string }>(this.em, `select count(*) as "total" from ${FOLLOW_UPS}`);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        fields: Object.fromEntries(Object.entries(row.payload).map(([key, value]) => [key, String(value)])),
        email: row.email,
        language: row.language,
        createdAt: iso(row.created_at),
        handledAt: row.handled_at ? iso(row.handled_at) : null,
        replies: replies
          .filter((reply) => reply.follow_up_id === row.id)
          .map((reply) => ({ id: reply.id, body: reply.body, sentAt: iso(reply.sent_at), actorUserId: reply.actor_user_id })),
      })),
      total: Number(count?.total ?? 0),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  /** Marking twice keeps the first time; the audit line names the follow-up, so it is written once. */
  async markHandled(followUpId: string, actorUserId: string): Promise<void> {
    const [row] = await sql<{ id: string }>(
      this.em,
      `update ${FOLLOW_UPS} set "handled_at" = coalesce("handled_at", now()), "handled_by" = coalesce("handled_by", ?) where "id" = ? returning "id"`,
      [actorUserId, followUpId],
    );
    if (!row) throw new AppException(ErrorCode.NotFound, 'No such follow-up');
    await recordAudit(this.queues, { eventId: `follow-up-handled-${followUpId}`, actorUserId, action: 'follow-up.handled', target: followUpId });
  }

  /**
   * Stores the reply with its follow-up, then has the worker send it. The request id is the reply's
   * id: a second call with it stores nothing new, and the email job and the audit line carry ids
   * derived from it, so a retry after a failed enqueue sends and records it exactly once.
   */
  async reply(followUpId: string, replyId: string, body: string, actorUserId: string): Promise<void> {
    const [followUp] = await sql<{ email: string | null }>(this.em, `select "email" from ${FOLLOW_UPS} where "id" = ?`, [followUpId]);
    if (!followUp) throw new AppException(ErrorCode.NotFound, 'No such follow-up');
    if (!followUp.email) throw AppException.validation([{ field: 'body', message: ADMIN_MESSAGES.followUpHasNoEmail, messageKey: 'followUpHasNoEmail' }]);
    await sql(this.em, `insert into ${REPLIES} ("id", "follow_up_id", "body", "actor_user_id") values (?, ?, ?, ?) on conflict ("id") do nothing`, [
      replyId,
      followUpId,
      body,
      actorUserId,
    ]);
    // The stored text wins over a retried request's: what was sent is what is kept.
    const [stored] = await sql<{ body: string; follow_up_id: string }>(this.em, `select "body", "follow_up_id" from ${REPLIES} where "id" = ?`, [replyId]);
    if (!stored || stored.follow_up_id !== followUpId) throw new AppException(ErrorCode.Conflict, 'This request id belongs to another reply');
    const secrets = sealJobSecrets(JobName.SendFollowUpReplyEmail, { to: followUp.email, body: stored.body }, this.options.jobSecretKey);
    await this.queues.enqueue(JobName.SendFollowUpReplyEmail, { followUpId, replyId, secrets }, { jobId: `follow-up-reply-${replyId}` });
    await recordAudit(this.queues, {
      eventId: `follow-up-reply-${replyId}`,
      actorUserId,
      action: 'follow-up.reply',
      target: followUpId,
      details: { replyId, characters: stored.body.length },
    });
  }
}

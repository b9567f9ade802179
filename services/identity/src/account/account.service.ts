import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, JobName, normalizeEmail, type IdentityAccountExport } from '@lifewheel/contracts';
import { AppException, ErrorCode, JobQueues, UserChangesPublisher, assertWithinDeadline, sealJobSecrets, sql } from '@lifewheel/platform';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UsersService, type UserRow } from '../users/users.service.js';

type Timestamp = Date | string;
const iso = (value: Timestamp): string => new Date(value).toISOString();
const isoOrNull = (value: Timestamp | null): string | null => (value === null ? null : iso(value));

/** The services that own data of an account, each told by its own durable job. */
const ACCOUNT_DELETED_JOBS = [JobName.AssessmentsAccountDeleted, JobName.BillingAccountDeleted] as const;

@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly userChanges: UserChangesPublisher,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async export(userId: string): Promise<IdentityAccountExport> {
    const [user] = await sql<UserRow & { created_at: Timestamp }>(this.em, `select * from ${identityTables.users} where "id" = ?`, [userId]);
    if (!user) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
    const sessions = await sql<{ id: string; created_at: Timestamp; last_used_at: Timestamp; expires_at: Timestamp; ended_at: Timestamp | null }>(
      this.em,
      `select "id", "created_at", "last_used_at", "expires_at", "ended_at" from ${identityTables.sessions} where "user_id" = ? order by "created_at"`,
      [userId],
    );
    const links = await sql<{ created_at: Timestamp; expires_at: Timestamp; used_at: Timestamp | null; language: string }>(
      this.em,
      `select "created_at", "expires_at", "used_at", "language" from ${identityTables.login_tokens} where "user_id" = ? or "email" = ? order by "created_at"`,
      [userId, user.email],
    );
    return {
      user: { ...this.users.view(user), createdAt: iso(user.created_at), language: user.language },
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: iso(s.created_at),
        lastUsedAt: iso(s.last_used_at),
        expiresAt: iso(s.expires_at),
        endedAt: isoOrNull(s.ended_at),
      })),
      loginLinks: links.map((l) => ({ createdAt: iso(l.created_at), expiresAt: iso(l.expires_at), usedAt: isoOrNull(l.used_at), language: l.language })),
    };
  }

  /**
   * Deletes the user with its sessions, login links and premium events in one transaction, and
   * queues each owning service's job before it commits: a failed enqueue rolls the deletion back
   * (the person can try again), never leaving data nobody will erase. The job ids are per user, so
   * a retry queues nothing twice.
   */
  async delete(userId: string, confirm: string): Promise<void> {
    const endedSessions = await this.em.transactional(async (tx) => {
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
      if (normalizeEmail(confirm) !== normalizeEmail(user.email)) {
        throw AppException.validation([{ field: 'confirm', message: ACCOUNT_MESSAGES.confirmMismatch, messageKey: 'confirmMismatch' }]);
      }
      await sql(tx, `delete from ${identityTables.login_tokens} where "user_id" = ? or "email" = ?`, [userId, user.email]);
      // Sessions and premium events go with the user (on delete cascade); said here so it does not rest on that alone.
      const sessions = await sql<{ id: string }>(tx, `delete from ${identityTables.sessions} where "user_id" = ? returning "id"`, [userId]);
      await sql(tx, `delete from ${identityTables.users} where "id" = ?`, [userId]);
      assertWithinDeadline();
      const deletedAt = new Date().toISOString();
      for (const job of ACCOUNT_DELETED_JOBS) {
        await this.queues.enqueue(
          job,
          { userId, deletedAt, secrets: sealJobSecrets(job, { email: user.email }, this.options.jobSecretKey) },
          { jobId: `account-deleted-${userId}` },
        );
      }
      return sessions.map((session) => session.id);
    });
    // Services refuse the user's principals now rather than when they expire (up to 60 s).
    await this.sessions.announceEnded(endedSessions);
    // Every gateway drops the user's cached sessions now rather than within 30 s.
    await this.userChanges.publish(userId).catch(() => undefined);
  }
}

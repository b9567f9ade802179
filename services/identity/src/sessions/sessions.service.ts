import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_MESSAGES, type SessionResolved } from '@lifewheel/contracts';
import { AppException, ErrorCode, LOGGER, SessionEndingsPublisher, signPrincipal, sql, type Logger } from '@lifewheel/platform';
import { randomToken, tokenHash } from '../auth/secure-token.js';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';
import { UsersService } from '../users/users.service.js';
import { renewedExpiry, sessionExpiry } from './session-expiry.js';

const DAY_MS = 24 * 3600 * 1000;

interface LiveSession {
  id: string;
  user_id: string;
  /** Text from the driver (plain SQL results are not hydrated). */
  expires_at: Date | string;
  created_at: Date | string;
  email: string;
  is_premium: boolean;
}

/**
 * Server-side sessions: the cookie holds a 256-bit secret, the table only its hash, so a session
 * ends for good when its row says so (logout, a new login in the same browser, or an operator
 * revoking it). Each lasts 30 days from its last use, and never longer than SESSION_MAX_AGE_DAYS
 * from its login.
 */
@Injectable()
export class SessionsService {
  private readonly maxAgeMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly endings: SessionEndingsPublisher,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.maxAgeMs = options.sessionMaxAgeDays * DAY_MS;
  }

  async create(tx: EntityManager, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const expiresAt = sessionExpiry(now, now, this.maxAgeMs);
    await sql(
      tx,
      `insert into ${identityTables.sessions} ("id", "token_hash", "user_id", "created_at", "last_used_at", "expires_at") values (?, ?, ?, ?, ?, ?)`,
      [randomUUID(), tokenHash(token), userId, now, now, expiresAt],
    );
    return { token, expiresAt };
  }

  /** A live session as a fresh principal; renewed (at most once a day, never past its maximum age) while it is used. */
  async resolve(sessionToken: string, now = new Date()): Promise<SessionResolved> {
    const [session] = await sql<LiveSession>(
      this.em,
      `select s."id", s."user_id", s."expires_at", s."created_at", u."email", u."is_premium"
         from ${identityTables.sessions} s join ${identityTables.users} u on u."id" = s."user_id"
        where s."token_hash" = ? and s."ended_at" is null and s."expires_at" > ? and s."created_at" > ?`,
      [tokenHash(sessionToken), now, new Date(now.getTime() - this.maxAgeMs)],
    );
    if (!session) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
    const renewal = renewedExpiry(new Date(session.created_at), new Date(session.expires_at), now, this.maxAgeMs);
    const expiresAt = renewal ?? new Date(session.expires_at);
    if (renewal) {
      await sql(this.em, `update ${identityTables.sessions} set "last_used_at" = ?, "expires_at" = ? where "id" = ? and "ended_at" is null`, [
        now,
        expiresAt,
        session.id,
      ]);
    }
    const user = this.users.view({ id: session.user_id, email: session.email, is_premium: session.is_premium });
    const principal = await signPrincipal(
      { userId: user.id, sessionId: session.id, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin },
      this.options.principalKey,
      now,
    );
    return { principal, sessionId: session.id, user, sessionExpiresAt: expiresAt.toISOString(), renewed: renewal !== undefined };
  }

  /** Idempotent: ending an ended or unknown session is fine. Announced once the row says so. */
  async end(sessionToken: string): Promise<void> {
    const ended = await this.endWithin(this.em, sessionToken);
    await this.announceEnded(ended);
  }

  /** Ends the session of this token inside `tx`; the caller announces the ids once `tx` has committed. */
  async endWithin(tx: EntityManager, sessionToken: string): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      tx,
      `update ${identityTables.sessions} set "ended_at" = now() where "token_hash" = ? and "ended_at" is null returning "id"`,
      [tokenHash(sessionToken)],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Tells every gateway (cached sessions) and service (principals still within their 60 s) that
   * these sessions ended. Only after the row has ended, so no replica can ask again in between and
   * cache the session as live. A lost message leaves the old answers their short life.
   */
  async announceEnded(sessionIds: string[]): Promise<void> {
    for (const sessionId of sessionIds) {
      await this.endings.publish(sessionId).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not announce an ended session'));
    }
  }
}

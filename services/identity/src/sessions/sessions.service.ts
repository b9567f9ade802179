import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_MESSAGES, SESSION_TTL_DAYS, type SessionResolved } from '@lifewheel/contracts';
import { AppException, ErrorCode, signPrincipal, sql } from '@lifewheel/platform';
import { randomToken, tokenHash } from '../auth/secure-token.js';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';
import { UsersService } from '../users/users.service.js';

const DAY_MS = 24 * 3600 * 1000;
const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;

interface LiveSession {
  id: string;
  user_id: string;
  /** Text from the driver (plain SQL results are not hydrated). */
  expires_at: Date | string;
  email: string;
  is_premium: boolean;
}

/**
 * Server-side sessions: the cookie holds a 256-bit secret, the table only its hash, so a session
 * ends for good when its row says so (logout, or an operator revoking it).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async create(tx: EntityManager, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await sql(
      tx,
      `insert into ${identityTables.sessions} ("id", "token_hash", "user_id", "created_at", "last_used_at", "expires_at") values (?, ?, ?, ?, ?, ?)`,
      [randomUUID(), tokenHash(token), userId, now, now, expiresAt],
    );
    return { token, expiresAt };
  }

  /** A live session as a fresh principal; renewed (at most once a day) while it is used. */
  async resolve(sessionToken: string, now = new Date()): Promise<SessionResolved> {
    const [session] = await sql<LiveSession>(
      this.em,
      `select s."id", s."user_id", s."expires_at", u."email", u."is_premium"
         from ${identityTables.sessions} s join ${identityTables.users} u on u."id" = s."user_id"
        where s."token_hash" = ? and s."ended_at" is null and s."expires_at" > ?`,
      [tokenHash(sessionToken), now],
    );
    if (!session) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
    let expiresAt = new Date(session.expires_at);
    const renewed = expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - DAY_MS;
    if (renewed) {
      expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
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
    return { principal, user, sessionExpiresAt: expiresAt.toISOString(), renewed };
  }

  /** Idempotent: ending an ended or unknown session is fine. */
  async end(sessionToken: string): Promise<void> {
    await sql(this.em, `update ${identityTables.sessions} set "ended_at" = now() where "token_hash" = ? and "ended_at" is null`, [tokenHash(sessionToken)]);
  }
}

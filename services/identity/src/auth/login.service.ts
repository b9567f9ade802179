import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_MESSAGES, JobName, LOGIN_TOKEN_TTL_MINUTES, maskEmail, type LoginLinkStatus, type LoginRequest, type LoginVerified } from '@lifewheel/contracts';
import { AppException, ErrorCode, JobQueues, assertWithinDeadline, sealJobSecrets, sql } from '@lifewheel/platform';
import { identityTables } from '../identity-schema.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AccountLanguage } from '../users/account-language.js';
import { UsersService } from '../users/users.service.js';
import { linkState, loginLinkUrl, loginTokenExpiry, redirectAfterLogin } from './login-link.js';
import { randomToken, tokenHash } from './secure-token.js';

interface LoginTokenRow {
  email: string;
  next_path: string | null;
  language: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

@Injectable()
export class LoginService {
  constructor(
    private readonly em: EntityManager,
    private readonly queues: JobQueues,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly accountLanguage: AccountLanguage,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /**
   * Makes a one-time link and queues its email, whether or not the address has an account (the
   * answer never tells). The address and the link travel sealed; only the worker can open them.
   */
  async requestLink(request: LoginRequest, now = new Date()): Promise<{ status: 'sent' }> {
    const token = randomToken();
    const language = request.language ?? 'en';
    const [existing] = await sql<{ id: string }>(this.em, `select "id" from ${identityTables.users} where "email" = ?`, [request.email]);
    await sql(
      this.em,
      `insert into ${identityTables.login_tokens} ("id", "token_hash", "user_id", "email", "next_path", "language", "expires_at", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), tokenHash(token), existing?.id ?? null, request.email, request.next ?? null, language, loginTokenExpiry(now), now],
    );
    const link = loginLinkUrl(this.options.publicUrl, language, token);
    await this.queues.enqueue(JobName.SendLoginEmail, {
      language,
      validMinutes: LOGIN_TOKEN_TTL_MINUTES,
      secrets: sealJobSecrets(JobName.SendLoginEmail, { to: request.email, link }, this.options.jobSecretKey),
    });
    return { status: 'sent' };
  }

  /** For the landing page: reads only, so a mail scanner opening the link changes nothing. */
  async status(token: string, now = new Date()): Promise<LoginLinkStatus> {
    const [row] = await sql<LoginTokenRow>(this.em, `select "email", "expires_at", "used_at" from ${identityTables.login_tokens} where "token_hash" = ?`, [
      tokenHash(token),
    ]);
    const status = linkState(row, now);
    return status === 'valid' && row ? { status, maskedEmail: maskEmail(row.email) } : { status };
  }

  /**
   * Uses the token at most once: one conditional UPDATE claims it, so of two confirmations at the
   * same moment exactly one gets a row back (the other waits on the row lock, then finds it used).
   * The address's other unused links end with it (one login, one working link), and the session
   * the confirming browser already had ends too (rotation: a session id planted before the login
   * is worth nothing after it). The user and the session are made in the same transaction; if the
   * gateway has given up by then, everything rolls back and the link still works.
   */
  async verify(token: string, previousSessionToken?: string): Promise<LoginVerified> {
    const { verified, endedSessions, newLanguage } = await this.em.transactional(async (tx) => {
      const [claimed] = await sql<LoginTokenRow>(
        tx,
        `update ${identityTables.login_tokens} set "used_at" = now()
          where "token_hash" = ? and "used_at" is null and "expires_at" > now()
          returning "email", "next_path", "language"`,
        [tokenHash(token)],
      );
      if (!claimed) throw new AppException(ErrorCode.Conflict, AUTH_MESSAGES.linkUsedOrExpired);
      // Ended as expired (the landing page then offers a new link), not as used: nobody used them.
      await sql(tx, `update ${identityTables.login_tokens} set "expires_at" = now() where "email" = ? and "used_at" is null and "expires_at" > now()`, [
        claimed.email,
      ]);
      const user = await this.users.syncAdmin(tx, await this.users.findOrCreateForUpdate(tx, claimed.email));
      await sql(tx, `update ${identityTables.login_tokens} set "user_id" = ? where "token_hash" = ?`, [user.id, tokenHash(token)]);
      // The page they logged in on is the language later emails to them are written in.
      const changedLanguage = await this.accountLanguage.remember(tx, user.id, claimed.language);
      const ended = previousSessionToken ? await this.sessions.endWithin(tx, previousSessionToken) : [];
      const session = await this.sessions.create(tx, user.id);
      assertWithinDeadline();
      return {
        endedSessions: ended,
        newLanguage: changedLanguage ? { userId: user.id, language: changedLanguage } : undefined,
        verified: {
          sessionToken: session.token,
          sessionExpiresAt: session.expiresAt.toISOString(),
          redirectTo: redirectAfterLogin(claimed.next_path, claimed.language, user.is_premium),
          user: this.users.view(user),
        },
      };
    });
    await this.sessions.announceEnded(endedSessions);
    if (newLanguage) await this.accountLanguage.announce(newLanguage.userId, newLanguage.language);
    return verified;
  }
}

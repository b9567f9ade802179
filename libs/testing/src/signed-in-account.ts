import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TestDatabase } from './test-database.js';

export interface SignedInAccount {
  userId: string;
  email: string;
  /** The session cookie's value (`lw_session`). */
  cookie: string;
}

/**
 * A person and a live session, written into identity's tables as logging in with the emailed link
 * leaves them (only the token's SHA-256 is stored): for tests about what a signed-in person may do,
 * not about logging in. Admin rights still come from ADMIN_EMAILS, premium from `is_premium`.
 */
export async function signedInAccount(db: TestDatabase, options: { email?: string; premium?: boolean } = {}): Promise<SignedInAccount> {
  const userId = randomUUID();
  const email = options.email ?? `${userId.slice(0, 8)}@example.test`;
  await db.query('insert into identity.users (id, email, is_premium) values ($1, $2, $3)', [userId, email, options.premium ?? false]);
  return { userId, email, cookie: await sessionFor(db, userId) };
}

/** Another live session of an existing person; answers its cookie value. */
export async function sessionFor(db: TestDatabase, userId: string): Promise<string> {
  const cookie = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(cookie, 'utf8').digest('hex');
  await db.query(`insert into identity.sessions (id, token_hash, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
    randomUUID(),
    tokenHash,
    userId,
  ]);
  return cookie;
}

/**
 * An unused login link for an address, as asking for one leaves it in identity's table (only the
 * token's SHA-256 is stored): for tests about using links, not about emailing them. Answers the token.
 */
export async function loginLinkFor(db: TestDatabase, email: string, options: { nextPath?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
  await db.query(
    `insert into identity.login_tokens (id, token_hash, email, next_path, language, expires_at, created_at) values ($1, $2, $3, $4, 'en', now() + interval '15 minutes', now())`,
    [randomUUID(), tokenHash, email, options.nextPath ?? null],
  );
  return token;
}

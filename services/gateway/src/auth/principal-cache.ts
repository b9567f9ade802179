import { createHash } from 'node:crypto';
import type { SessionResolved } from '@lifewheel/contracts';

/**
 * Resolved sessions, kept for less than half a principal's 60-second life so a busy page does not
 * pay an RPC per request while the bound still holds: a principal the gateway hands on is at most
 * 30 s old and so valid for 30 s more, longer than any RPC deadline. Keyed by a hash of the
 * session token, so the secret itself is not kept in memory here. A user whose standing changes
 * (identity announces it) is dropped at once, so a purchase shows without waiting out the 30 s.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { value: SessionResolved; at: number }>();
  /**
   * When each recently changed user changed, or recently ended session ended (`user:<id>`,
   * `session:<id>`): an answer asked for before that is already stale.
   */
  private readonly changedAt = new Map<string, number>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  static keyOf(sessionToken: string): string {
    return createHash('sha256').update(sessionToken).digest('base64url');
  }

  get(sessionToken: string, now = Date.now()): SessionResolved | undefined {
    const key = PrincipalCache.keyOf(sessionToken);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `askedAt`: when the answer was asked for, which is what its age counts from. */
  set(sessionToken: string, value: SessionResolved, askedAt = Date.now()): void {
    // The user changed, or the session ended, while this answer was on its way: it may predate that.
    const staleSince = Math.max(this.changedAt.get(`user:${value.user.id}`) ?? -Infinity, this.changedAt.get(`session:${value.sessionId}`) ?? -Infinity);
    if (staleSince >= askedAt) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(PrincipalCache.keyOf(sessionToken), { value, at: askedAt });
  }

  /** Drops every cached session of a user whose standing changed (premium granted or revoked). */
  forgetUser(userId: string, now = Date.now()): void {
    this.forgetWhere((value) => value.user.id === userId, `user:${userId}`, now);
  }

  /** Drops a session identity says has ended (logout on any replica, rotation at login). */
  forgetSession(sessionId: string, now = Date.now()): void {
    this.forgetWhere((value) => value.sessionId === sessionId, `session:${sessionId}`, now);
  }

  private forgetWhere(matches: (value: SessionResolved) => boolean, changeKey: string, now: number): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
    this.changedAt.set(changeKey, now);
    // Older changes can no longer meet an answer in flight: none waits longer than an entry lives.
    for (const [id, at] of this.changedAt) if (now - at >= this.ttlMs) this.changedAt.delete(id);
  }

  delete(sessionToken: string): void {
    this.entries.delete(PrincipalCache.keyOf(sessionToken));
  }
}

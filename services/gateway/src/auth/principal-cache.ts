import { createHash } from 'node:crypto';
import type { SessionResolved } from '@lifewheel/contracts';

/**
 * Resolved sessions, kept for less than half a principal's 60-second life so a busy page does not
 * pay an RPC per request while the bound still holds: a principal the gateway hands on is at most
 * 30 s old and so valid for 30 s more, longer than any RPC deadline. Keyed by a hash of the
 * session token, so the secret itself is not kept in memory here.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { value: SessionResolved; at: number }>();

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

  set(sessionToken: string, value: SessionResolved, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(PrincipalCache.keyOf(sessionToken), { value, at: now });
  }

  delete(sessionToken: string): void {
    this.entries.delete(PrincipalCache.keyOf(sessionToken));
  }
}

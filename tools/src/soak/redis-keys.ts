// What the app keeps in Redis, by kind, so a soak shows which kind grows: RPC request streams
// (trimmed), reply lists (removed once read, else expiring), BullMQ job hashes (done jobs removed,
// failed ones kept two weeks), BullMQ's own streams, rate-limit counters, the worker's sent-email markers and the rest.
export type KeyKind = 'rpc-stream' | 'reply-list' | 'job' | 'job-events' | 'queue-state' | 'rate-limit' | 'email-sent' | 'other';

export const KEY_KINDS: readonly KeyKind[] = ['rpc-stream', 'reply-list', 'job', 'job-events', 'queue-state', 'rate-limit', 'email-sent', 'other'];

/** A key's kind from its name and Redis type (`prefix` is REDIS_PREFIX). */
export function keyKind(prefix: string, key: string, type: string): KeyKind {
  const parts = key.startsWith(`${prefix}:`) ? key.slice(prefix.length + 1).split(':') : [];
  // One counter per client address and kind of write, expiring with its window.
  if (parts[0] === 'ratelimit') return 'rate-limit';
  // The worker's "this job's email went out" marker, kept a week so a retried job never sends twice.
  if (parts[0] === 'email' && parts[1] === 'sent') return 'email-sent';
  if (parts[0] === 'rpc') return parts[1] === 'reply' ? 'reply-list' : type === 'stream' ? 'rpc-stream' : 'other';
  if (parts[0] === 'bull' && parts.length >= 3) {
    if (parts[2] === 'events') return 'job-events';
    // A job is a hash under its id (`<prefix>:bull:<queue>:<id>`); its lock and logs hang below it.
    if (type === 'hash' && parts.length === 3 && !['meta', 'repeat', 'de'].includes(parts[2]!)) return 'job';
    if (parts.length > 3 && ['lock', 'logs'].includes(parts[3]!)) return 'job';
    return 'queue-state';
  }
  return 'other';
}

export interface KeyCensus {
  counts: Record<KeyKind, number>;
  /** Every stream with its length (RPC requests and BullMQ events). */
  streams: Record<string, number>;
}

export function emptyCensus(): KeyCensus {
  return { counts: Object.fromEntries(KEY_KINDS.map((kind) => [kind, 0])) as Record<KeyKind, number>, streams: {} };
}

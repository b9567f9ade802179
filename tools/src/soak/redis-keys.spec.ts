import { describe, expect, it } from 'vitest';
import { keyKind } from './redis-keys.js';

describe('the kinds of Redis keys a soak counts', () => {
  it('tells RPC streams from reply lists', () => {
    expect(keyKind('lw', 'lw:rpc:assessments', 'stream')).toBe('rpc-stream');
    expect(keyKind('lw', 'lw:rpc:reply:gateway-1a2b', 'list')).toBe('reply-list');
  });

  it('counts BullMQ job hashes with their locks and logs, apart from the queue bookkeeping', () => {
    expect(keyKind('lw', 'lw:bull:email:login-email-42', 'hash')).toBe('job');
    expect(keyKind('lw', 'lw:bull:email:17:lock', 'string')).toBe('job');
    expect(keyKind('lw', 'lw:bull:email:events', 'stream')).toBe('job-events');
    expect(keyKind('lw', 'lw:bull:email:meta', 'hash')).toBe('queue-state');
    expect(keyKind('lw', 'lw:bull:email:failed', 'zset')).toBe('queue-state');
    expect(keyKind('lw', 'lw:bull:email:id', 'string')).toBe('queue-state');
  });

  it('counts rate-limit counters apart, and anything else as other', () => {
    expect(keyKind('lw', 'lw:ratelimit:writes:127.0.0.9', 'string')).toBe('rate-limit');
    expect(keyKind('lw', 'lw:email:sent:login-email-42', 'string')).toBe('email-sent');
    expect(keyKind('lw', 'lw:sessions:cache', 'string')).toBe('other');
    expect(keyKind('lw', 'other-prefix:rpc:x', 'stream')).toBe('other');
  });
});

import { describe, expect, it } from 'vitest';
import { keyKind } from './redis-keys.js';

describe('the kinds of Redis keys a soak counts', () => {
  // key, its Redis type, the kind it counts as
  const cases = `
    lw:rpc:assessments            stream  rpc-stream
    lw:rpc:reply:gateway-1a2b     list    reply-list
    lw:bull:email:login-email-42  hash    job
    lw:bull:email:17:lock         string  job
    lw:bull:email:events          stream  job-events
    lw:bull:email:meta            hash    queue-state
    lw:bull:email:failed          zset    queue-state
    lw:bull:email:id              string  queue-state
    lw:ratelimit:writes:127.0.0.9 string  rate-limit
    lw:email:sent:login-email-42  string  email-sent
    lw:sessions:cache             string  other
    other-prefix:rpc:x            stream  other`
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);

  it.each(cases)('counts %s (a %s) as %s', (key, type, kind) => {
    expect(keyKind('lw', key, type)).toBe(kind);
  });
});

import { describe, expect, it } from 'vitest';
import { AppException, ErrorCode } from '@lifewheel/platform';
import { fromSource } from './source-errors.js';

describe('a panel whose source is down', () => {
  it('answers 503 with a code and a message that name the source', async () => {
    const failed = fromSource('PostgreSQL', () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    await expect(failed).rejects.toMatchObject({
      code: ErrorCode.PostgresUnavailable,
      status: 503,
      message: 'PostgreSQL is unreachable (connect ECONNREFUSED 127.0.0.1:5432)',
    });
  });

  it('does not wait for a source that never answers (a Redis connection waits forever)', async () => {
    await expect(fromSource('Redis', () => new Promise(() => undefined), 20)).rejects.toMatchObject({
      code: ErrorCode.RedisUnavailable,
      message: 'Redis is unreachable (no answer within 20 ms)',
    });
  });

  it('passes on our own answers (a 404) and the value itself when the source answers', async () => {
    const notFound = new AppException(ErrorCode.NotFound, 'There is no such error group.');
    await expect(fromSource('PostgreSQL', () => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(fromSource('Redis', () => Promise.resolve(42))).resolves.toBe(42);
  });
});

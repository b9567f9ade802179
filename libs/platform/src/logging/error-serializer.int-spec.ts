import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@lifewheel/testing';
import { createRedis } from '../redis/redis-connection.js';
import { createLogger } from './logger.js';

const SECRET_TOKEN = 'tok_3f9a8c7e6d5b4a3f2e1d0c9b8a7f6e5d';
const ADDRESS = 'someone.private@example.test';

/** A logger as production runs it (JSON lines), writing into memory. */
function jsonLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ service: 'test', version: 'test', destination }), lines };
}

// A real Redis error reply, as ioredis hands it over: with the failed command's arguments attached.
describe('errors in JSON log lines', () => {
  const redis = createRedis(TEST_REDIS_URL, 'error-serializer-test');
  afterAll(() => redis.quit());

  it('keep type, message, code and stack, and drop what ioredis attaches (the command and its secrets)', async () => {
    // HSET with a field and no value: Redis refuses it, and ioredis puts the arguments on the error.
    const error = await redis.call('hset', `lifewheel:test:${SECRET_TOKEN}`, ADDRESS).catch((caught: unknown) => caught);
    expect(JSON.stringify((error as { command?: unknown }).command)).toContain(ADDRESS);

    const { logger, lines } = jsonLogger();
    logger.error({ err: error }, 'Redis refused a write');
    logger.warn({ error: new Error('Outer failure', { cause: error }) }, 'Wrapped');
    logger.flush();
    await new Promise((resolve) => setImmediate(resolve));

    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(ADDRESS);
      expect(line).not.toContain(SECRET_TOKEN);
    }
    const [direct, wrapped] = lines.map((line) => JSON.parse(line) as Record<string, Record<string, unknown>>);
    expect(Object.keys(direct!['err']!).sort()).toEqual(['message', 'stack', 'type']);
    expect(direct!['err']).toMatchObject({ type: 'ReplyError', message: expect.stringMatching(/wrong number of arguments/) });
    expect(wrapped!['error']).toMatchObject({ type: 'Error', message: 'Outer failure', cause: { type: 'ReplyError' } });
  });

  it('keeps a code, and writes a thrown non-error as text only', async () => {
    const { logger, lines } = jsonLogger();
    logger.error({ err: Object.assign(new Error('Connection refused'), { code: 'ECONNREFUSED', address: ADDRESS }) }, 'Down');
    logger.error({ err: { token: SECRET_TOKEN } }, 'Thrown object');
    logger.flush();
    await new Promise((resolve) => setImmediate(resolve));
    const [coded, thrown] = lines.map((line) => JSON.parse(line) as Record<string, Record<string, unknown>>);
    expect(coded!['err']).toMatchObject({ type: 'Error', message: 'Connection refused', code: 'ECONNREFUSED' });
    expect(coded!['err']).not.toHaveProperty('address');
    expect(thrown!['err']).toEqual({ type: 'NonError', message: '[object Object]' });
  });
});

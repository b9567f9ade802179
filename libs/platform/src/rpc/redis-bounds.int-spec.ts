import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RpcPattern } from '@lifewheel/contracts';
import { TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix, waitFor } from '@lifewheel/testing';
import { currentRequestScope } from '../context/request-scope.js';
import { AppException } from '../errors/app-exception.js';
import { createLogger } from '../logging/logger.js';
import { RedisStreamsServer } from './redis-streams.server.js';
import { RpcClient } from './rpc-client.js';
import { requestStreamKey } from './rpc-keys.js';
import { RPC_MAX_DEADLINE_MS, RPC_MAX_ENTRY_BYTES } from './rpc-limits.js';

// Redis is shared by everything and runs with noeviction: what one RPC request may put there, and
// for how long, is bounded. The transport runs here on the real Redis, with a handler that never
// finishes (a call that ignores every signal).
describe('RPC requests in Redis: size, deadline, stuck handlers', () => {
  const prefix = testRedisPrefix();
  const logger = createLogger({ service: 'test', version: 'test', level: 'silent' });
  const stream = requestStreamKey(prefix, 'billing');
  const redis = new Redis(TEST_REDIS_URL);
  const client = new RpcClient({ redisUrl: TEST_REDIS_URL, prefix, logger, deadlineMs: 1000 });
  let server: RedisStreamsServer;
  const signals: AbortSignal[] = [];

  beforeAll(async () => {
    client.connect();
    // One slot, a short longest deadline (a service's bound, which no caller may exceed), and a
    // handler counted stuck 300 ms past its deadline.
    server = new RedisStreamsServer({ redisUrl: TEST_REDIS_URL, prefix, service: 'billing', logger, concurrency: 1, maxDeadlineMs: 800, stuckAfterMs: 300 });
    server.addHandler(RpcPattern.BillingPrice, () => {
      signals.push(currentRequestScope()!.signal!);
      return new Promise(() => undefined);
    });
    await new Promise((resolve) => void server.listen(resolve));
  });
  afterAll(async () => {
    await client.close();
    // The handler never settles: the server is left to the process's end rather than closed.
    redis.disconnect();
    await deleteRedisPrefix(prefix);
  });

  it('refuses a request larger than the entry cap with 413 before writing anything', async () => {
    const body = { note: 'x'.repeat(RPC_MAX_ENTRY_BYTES) };
    const refused = await client.forward(RpcPattern.BillingWebhook, body).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppException);
    expect((refused as AppException).toBody()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect((refused as AppException).message).toMatch(/too large.*the limit is 128 KB/);
    expect(await redis.xlen(requestStreamKey(prefix, 'billing'))).toBe(0);
  });

  it('holds a request to the service’s longest deadline, stops its handler there and removes its entry at once', async () => {
    // The longest deadline a caller may give: the service cuts it to its own bound (800 ms).
    const asked = client.send(RpcPattern.BillingPrice, {}, { deadlineMs: RPC_MAX_DEADLINE_MS }).catch((error: unknown) => error);
    await waitFor(() => signals.length === 1, { what: 'the handler to start' });
    expect(await redis.xlen(stream)).toBe(1);
    const [signal] = signals;
    // Well before the caller's own deadline (60 s), at the service's: aborted, entry gone.
    await waitFor(() => signal!.aborted, { what: 'the handler to be told to stop', timeoutMs: 5000 });
    expect(signal!.reason).toMatchObject({ name: 'DeadlineExceededError' });
    await waitFor(async () => (await redis.xlen(stream)) === 0, { what: 'the entry to leave Redis', timeoutMs: 2000 });
    expect(await redis.xpending(stream, 'consumers')).toEqual([0, null, null, null]);
    void asked;
  });

  it('counts itself stuck only once every slot holds a handler well past its deadline', async () => {
    // The one slot is held by the handler that ignored its abort signal.
    expect(server.activeRequests).toBe(1);
    await waitFor(() => server.isStuck(), { what: 'the replica to count itself stuck', timeoutMs: 5000 });
    const spare = new RedisStreamsServer({ redisUrl: TEST_REDIS_URL, prefix, service: 'billing', logger, concurrency: 2, stuckAfterMs: 300 });
    // A replica with free slots (none taken) is not stuck.
    expect(spare.isStuck()).toBe(false);
  });
});

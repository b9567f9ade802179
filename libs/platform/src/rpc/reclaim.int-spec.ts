import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RpcPattern } from '@lifewheel/contracts';
import { NODE, REPO_ROOT, TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix, waitFor } from '@lifewheel/testing';
import { RemoteError } from '../errors/app-exception.js';
import { createLogger } from '../logging/logger.js';
import { RpcClient } from './rpc-client.js';
import { RPC_GROUP, requestStreamKey } from './rpc-keys.js';

// A replica in a child process of its own: the built transport with one slow handler that records
// each run in a list before it starts waiting, so the test can count runs and kill it mid-request.
const REPLICA_SCRIPT = `
import { RedisStreamsServer, createLogger, createRedis } from '@lifewheel/platform';
const env = process.env;
const logger = createLogger({ service: 'billing', version: 'test', level: 'info' });
const runs = createRedis(env.REDIS_URL, 'test-runs');
const server = new RedisStreamsServer({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, service: 'billing', logger, maxDeadlineMs: Number(env.MAX_DEADLINE_MS) });
server.addHandler('billing.price', async () => {
  await runs.rpush(env.RUNS_KEY, env.REPLICA);
  await new Promise((resolve) => setTimeout(resolve, Number(env.HANDLER_MS)));
  return { amount: 1000, currency: 'usd' };
});
await new Promise((resolve) => server.listen(resolve));
logger.info('replica listening');
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
`;

class Replica {
  readonly lines: string[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<unknown>;

  constructor(env: Record<string, string>) {
    this.child = spawn(NODE, ['--input-type=module', '-e', REPLICA_SCRIPT], {
      cwd: REPO_ROOT,
      env: { PATH: process.env['PATH'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    this.child.stdout?.on('data', collect);
    this.child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
  }

  messages(): string[] {
    return this.lines.flatMap((line) => {
      try {
        return [String((JSON.parse(line) as { msg?: unknown }).msg)];
      } catch {
        return [];
      }
    });
  }

  ready(): Promise<unknown> {
    return waitFor(
      () => {
        if (this.child.exitCode !== null) throw new Error(`replica exited: ${this.lines.slice(-5).join('\n')}`);
        return this.messages().includes('replica listening');
      },
      { what: 'the replica to listen', timeoutMs: 60_000 },
    );
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

describe('requests a replica had taken when it died', () => {
  let redis: Redis;
  const replicas: Replica[] = [];
  const clients: RpcClient[] = [];
  const prefixes: string[] = [];

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(replicas.splice(0).map((replica) => replica.stop('SIGKILL')));
  });
  afterAll(async () => {
    await Promise.all(prefixes.map((prefix) => deleteRedisPrefix(prefix)));
    redis?.disconnect();
  });

  function setUp(maxDeadlineMs: number, deadlineMs: number) {
    const prefix = testRedisPrefix();
    prefixes.push(prefix);
    const runsKey = `${prefix}:test-runs`;
    const start = async (name: string, handlerMs: number) => {
      const replica = new Replica({
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        MAX_DEADLINE_MS: String(maxDeadlineMs),
        HANDLER_MS: String(handlerMs),
        REPLICA: name,
        RUNS_KEY: runsKey,
      });
      replicas.push(replica);
      await replica.ready();
      return replica;
    };
    const client = new RpcClient({ redisUrl: TEST_REDIS_URL, prefix, logger: createLogger({ service: 'test', version: 'test', level: 'silent' }), deadlineMs });
    client.connect();
    clients.push(client);
    const stream = requestStreamKey(prefix, 'billing');
    const pendingCount = async () => Number(((await redis.xpending(stream, RPC_GROUP)) as [number])[0]);
    return { prefix, runsKey, start, client, stream, pendingCount, runs: () => redis.lrange(runsKey, 0, -1) };
  }

  it('runs it at most once, answers 503 at the deadline, and another replica clears it without a trace', async () => {
    const { prefix, runsKey, start, client, stream, pendingCount, runs } = setUp(1500, 1000);
    const first = await start('first', 30_000);

    const sent = Date.now();
    const answer = client.send(RpcPattern.BillingPrice, {}).then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitFor(async () => (await runs()).length === 1, { what: 'the first replica to take the request' });
    await first.stop('SIGKILL');

    const failure = await answer;
    expect(failure).toBeInstanceOf(RemoteError);
    expect((failure as RemoteError).body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect((failure as RemoteError).body.message).toMatch(/billing service did not answer in time/);
    // The deadline (1000 ms) and the reply margin (500 ms), not a hang.
    expect(Date.now() - sent).toBeLessThan(2500);
    // The dead replica's entry is still pending: someone has to clear it.
    expect(await pendingCount()).toBe(1);

    const second = await start('second', 30_000);
    await waitFor(() => second.messages().includes('Dropped an RPC request abandoned by a replica'), {
      what: 'the second replica to drop the abandoned request',
    });
    expect(await pendingCount()).toBe(0);
    expect(await redis.xlen(stream)).toBe(0);
    expect(await runs()).toEqual(['first']);
    // Only the (empty) stream with its consumer group and this test's own run list remain.
    expect((await redis.keys(`${prefix}:*`)).sort()).toEqual([stream, runsKey].sort());
  });

  it('never hands a live request that outlasts the reclaim checks to a second replica', async () => {
    // Reclaim checks run every third of (longest deadline + 1 s) = about 1.3 s here, so both
    // replicas check at least once while the request runs for 2.5 s within its 3 s deadline.
    const { start, client, pendingCount, runs } = setUp(3000, 3000);
    const replicasUp = await Promise.all([start('a', 2500), start('b', 2500)]);

    await expect(client.send(RpcPattern.BillingPrice, {})).resolves.toEqual({ amount: 1000, currency: 'usd' });
    expect(await runs()).toHaveLength(1);
    expect(await pendingCount()).toBe(0);
    for (const replica of replicasUp) expect(replica.messages()).not.toContain('Dropped an RPC request abandoned by a replica');
  });
});

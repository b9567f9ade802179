import { freePort } from './free-port.js';
import { ManagedProcess, type ProcessName } from './managed-process.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix } from './test-redis.js';

export interface StackOptions {
  processes: ProcessName[];
  /** More than one replica of a process (competing consumers, several gateways). */
  replicas?: Partial<Record<ProcessName, number>>;
  env?: Record<string, string>;
  envFor?: Partial<Record<ProcessName, Record<string, string>>>;
}

/**
 * A private Lifewheel: its own database and Redis prefix, and the chosen processes on free ports.
 * Several stacks (and `npm start`) can run side by side.
 */
export class TestStack {
  readonly processes: ManagedProcess[] = [];

  private constructor(
    readonly db: TestDatabase,
    readonly redisPrefix: string,
    readonly baseEnv: Record<string, string>,
  ) {}

  static async start(options: StackOptions): Promise<TestStack> {
    const db = await createTestDatabase();
    const redisPrefix = testRedisPrefix();
    const baseEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      RPC_DEADLINE_MS: '3000',
      OTEL_NODE_RESOURCE_DETECTORS: 'env,host,os,process',
      MAIL_DIR: `/tmp/lifewheel-test-mail/${redisPrefix}`,
      ...options.env,
    };
    const stack = new TestStack(db, redisPrefix, baseEnv);
    try {
      for (const name of options.processes) {
        for (let replica = 0; replica < (options.replicas?.[name] ?? 1); replica += 1) {
          await stack.add(name, options.envFor?.[name] ?? {}, false);
        }
      }
      await Promise.all(stack.processes.map((process) => process.start()));
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** Creates (and unless told otherwise starts) one more process of this stack. */
  async add(name: ProcessName, env: Record<string, string> = {}, start = true): Promise<ManagedProcess> {
    const port = await freePort();
    const portEnv: Record<string, string> = name === 'gateway' ? { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` } : { HEALTH_PORT: String(port) };
    const process = new ManagedProcess(name, { ...this.baseEnv, ...portEnv, ...env }, port);
    this.processes.push(process);
    if (start) await process.start();
    return process;
  }

  of(name: ProcessName): ManagedProcess[] {
    return this.processes.filter((process) => process.name === name);
  }

  one(name: ProcessName): ManagedProcess {
    const [first] = this.of(name);
    if (!first) throw new Error(`no ${name} in this stack`);
    return first;
  }

  get gatewayUrl(): string {
    return `http://127.0.0.1:${this.one('gateway').probePort}`;
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop('SIGTERM')));
    await this.db.drop().catch(() => undefined);
    await deleteRedisPrefix(this.redisPrefix).catch(() => undefined);
  }
}

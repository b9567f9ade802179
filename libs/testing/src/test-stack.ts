import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { SAFE_OTEL_RESOURCE_DETECTORS, processInfo } from '@lifewheel/contracts';
import { freePort } from './free-port.js';
import { ManagedProcess, type ProcessName } from './managed-process.js';
import { OtlpReceiver } from './otlp-receiver.js';
import { captureDir, writeCapture } from './output-capture.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { TEST_REDIS_URL, deleteRedisPrefix, testRedisPrefix } from './test-redis.js';

export interface StackOptions {
  processes: ProcessName[];
  /** More than one replica of a process (competing consumers, several gateways). */
  replicas?: Partial<Record<ProcessName, number>>;
  env?: Record<string, string>;
  envFor?: Partial<Record<ProcessName, Record<string, string>>>;
  /**
   * A Stripe stand-in the test started (tools/src/stand-ins, `StripeStandIn`): billing's SDK is
   * pointed at it, and its webhooks at this stack's gateway. Without one, billing gets a key and an
   * API base where nothing listens, so no test reaches the real Stripe.
   */
  stripe?: StripeEndpoint;
}

/** What TestStack needs of a Stripe stand-in (libs/testing does not depend on tools/). */
export interface StripeEndpoint {
  readonly url: string;
  readonly webhookSecret: string;
  setWebhookUrl(url: string): void;
}

/** The Stripe settings of every test stack; nothing listens on port 9 (discard) of loopback. */
export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_lifewheel_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_lifewheel_tests',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};

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
    /** The stack's own span receiver, when output is captured (CAPTURE_DIR_VARIABLE) and the test brought none. */
    private readonly capturedSpans?: OtlpReceiver,
  ) {}

  static async start(options: StackOptions): Promise<TestStack> {
    const db = await createTestDatabase();
    const redisPrefix = testRedisPrefix();
    // Keys of this stack alone: a principal signed for one stack means nothing to another.
    // (Made here rather than with libs/platform's helpers: platform's own tests use this harness.)
    const principalKeys = principalKeyPair();
    // Captured runs (the e2e layer) also keep every span the processes export, to scan them later.
    const capturedSpans = captureDir() && !options.env?.['OTEL_EXPORTER_OTLP_ENDPOINT'] ? new OtlpReceiver() : undefined;
    const spansEnv: Record<string, string> = capturedSpans ? { OTEL_EXPORTER_OTLP_ENDPOINT: await capturedSpans.start() } : {};
    const baseEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      RPC_DEADLINE_MS: '3000',
      OTEL_NODE_RESOURCE_DETECTORS: SAFE_OTEL_RESOURCE_DETECTORS,
      MAIL_DIR: testMailDir(redisPrefix),
      PRINCIPAL_PRIVATE_KEY: principalKeys.privateKey,
      PRINCIPAL_PUBLIC_KEY: principalKeys.publicKey,
      JOB_SECRET_KEY: randomBytes(32).toString('base64'),
      ...TEST_STRIPE_ENV,
      ...(options.stripe ? { STRIPE_API_BASE: options.stripe.url, STRIPE_WEBHOOK_SECRET: options.stripe.webhookSecret } : {}),
      ...spansEnv,
      ...options.env,
    };
    const stack = new TestStack(db, redisPrefix, baseEnv, capturedSpans);
    try {
      for (const name of options.processes) {
        for (let replica = 0; replica < (options.replicas?.[name] ?? 1); replica += 1) {
          await stack.add(name, options.envFor?.[name] ?? {}, false);
        }
      }
      await Promise.all(stack.processes.map((process) => process.start()));
      if (options.stripe && stack.of('gateway').length > 0) options.stripe.setWebhookUrl(`${stack.gatewayUrl}/api/billing/webhook`);
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** Creates (and unless told otherwise starts) one more process of this stack. */
  async add(name: ProcessName, env: Record<string, string> = {}, start = true): Promise<ManagedProcess> {
    const port = await freePort();
    // The gateway's probes answer on its HTTP port, so that is also the address people use.
    const portEnv: Record<string, string> =
      processInfo(name).probe.variable === 'PORT' ? { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` } : { HEALTH_PORT: String(port) };
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
    const dir = captureDir();
    if (dir) await writeCapture(dir, this.redisPrefix, this.processes, this.capturedSpans?.rawBodies ?? []);
    await this.capturedSpans?.stop();
    await this.db.drop().catch(() => undefined);
    await deleteRedisPrefix(this.redisPrefix).catch(() => undefined);
    await rm(testMailDir(this.redisPrefix), { recursive: true, force: true });
  }
}

/** Where a test's worker writes emails (a stack's unless a test chooses another): removed on stop. */
export function testMailDir(redisPrefix: string): string {
  return `/tmp/lifewheel-test-mail/${redisPrefix}`;
}

/** An Ed25519 pair as PRINCIPAL_PRIVATE_KEY / PRINCIPAL_PUBLIC_KEY take it: base64 DER. */
export function principalKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

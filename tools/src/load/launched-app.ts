// Lifewheel as `npm start` runs it: the real launcher (tools/dist/launcher/main.js), which
// migrates, supervises the six processes and restarts any that dies, pointed at a private
// PostgreSQL and Redis, on free loopback ports, with its log lines in a file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HEALTH_PORT_BASE, HEALTH_PORT_PROCESSES, SERVICE_NAMES, processInfo, type ServiceName } from '@lifewheel/contracts';
import { NODE, REPO_ROOT, principalKeyPair, waitFor } from '@lifewheel/testing';
import { exited, stopChild } from '../launcher/child-process.js';
import { processIds, statFields } from '../proc/proc-stat.js';
import { freePortsBelowEphemeral } from '@lifewheel/testing';

export interface LaunchOptions {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  logFile: string;
  /** Added to (and winning over) the defaults below. */
  env?: Record<string, string>;
}

export const REDIS_PREFIX = 'lw';

export class LaunchedApp {
  private constructor(
    private readonly launcher: ChildProcess,
    readonly port: number,
    readonly stripeUrl: string,
  ) {}

  static async start(options: LaunchOptions): Promise<LaunchedApp> {
    // Below the ephemeral range, so a restarted process finds its port free (listen-ports.ts).
    const port = await freePortsBelowEphemeral(1);
    const stripePort = await freePortsBelowEphemeral(1, [port]);
    const offsets = HEALTH_PORT_PROCESSES.map(({ probe }) => probe.port - DEFAULT_HEALTH_PORT_BASE);
    const probes = await freePortsBelowEphemeral(Math.max(...offsets) - Math.min(...offsets) + 1, [port, stripePort]);
    const keys = principalKeyPair();
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      PORT: String(port),
      // HEALTH_PORT_BASE + 1 is the first probe port (identity's).
      HEALTH_PORT_BASE: String(probes - Math.min(...offsets)),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX,
      SMTP_URL: options.smtpUrl,
      STRIPE_STAND_IN_PORT: String(stripePort),
      PRINCIPAL_PRIVATE_KEY: keys.privateKey,
      PRINCIPAL_PUBLIC_KEY: keys.publicKey,
      JOB_SECRET_KEY: randomBytes(32).toString('base64'),
      INDEXNOW_KEY: randomBytes(16).toString('hex'),
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      // Every client of the load shares 127.0.0.1: it names itself in X-Forwarded-For (as a
      // proxy would), and the per-minute write limit is lifted so the load measures the app.
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      // The sitemap's pages come from the web build, which these tools skip (`--no-web`).
      INDEXNOW_SUBMIT_ON_START: 'false',
      ...options.env,
    };
    const log = createWriteStream(options.logFile, { flags: 'a' });
    const launcher = spawn(NODE, ['--enable-source-maps', join(REPO_ROOT, 'tools/dist/launcher/main.js')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout.pipe(log);
    launcher.stderr.pipe(log);
    const app = new LaunchedApp(launcher, port, `http://127.0.0.1:${stripePort}`);
    const ended = exited(launcher).then((exit) => {
      throw new Error(`the launcher exited (${exit.code ?? exit.signal}) before the app was up; see ${options.logFile}`);
    });
    await Promise.race([ended, waitFor(() => app.healthy(), { timeoutMs: 180_000, intervalMs: 500, what: `the app to be up (log: ${options.logFile})` })]);
    ended.catch(() => undefined);
    return app;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get launcherPid(): number | undefined {
    return this.launcher.exitCode === null ? this.launcher.pid : undefined;
  }

  /** `/api/health` answers 200: every process, PostgreSQL and Redis are up. */
  async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  /** The pid of each process the launcher runs right now (its children running that process's script). */
  pids(): Partial<Record<ServiceName, number>> {
    const launcherPid = this.launcherPid;
    const found: Partial<Record<ServiceName, number>> = {};
    if (launcherPid === undefined) return found;
    for (const pid of processIds()) {
      try {
        if (Number(statFields(pid)[1]) !== launcherPid) continue;
        // Each process names itself `lifewheel-<name>` (process.title) once started; before that
        // its command line still shows the script.
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const name = SERVICE_NAMES.find((candidate) => command.startsWith(`lifewheel-${candidate}`) || command.includes(processInfo(candidate).entry));
        if (name) found[name] = pid;
      } catch {
        // gone meanwhile
      }
    }
    return found;
  }

  /** SIGTERM to the launcher stops the processes first, then the stand-ins it started. */
  async stop(): Promise<void> {
    await stopChild(this.launcher, 40_000);
  }
}

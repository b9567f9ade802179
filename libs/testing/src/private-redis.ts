import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { waitFor } from './wait-for.js';

/**
 * A redis-server of one test's own, on a free loopback port, without persistence: for tests that
 * stop Redis, or set its memory cap (CONFIG SET), which the shared Redis on 6379 must never see.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  /** `args`: more redis-server options, e.g. ['--maxmemory', '32mb', '--maxmemory-policy', 'noeviction']. */
  constructor(
    readonly port: number,
    private readonly args: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.args], {
      stdio: 'ignore',
    });
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = spawn('redis-cli', ['-p', String(this.port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
          let out = '';
          probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          probe.on('exit', () => resolve(out.includes('PONG')));
        }),
      { what: 'the private Redis' },
    );
  }

  /** A connection of the test's own (CONFIG SET, INFO); the caller disconnects it. */
  connect(): Redis {
    return new Redis(this.url, { maxRetriesPerRequest: 1 });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}

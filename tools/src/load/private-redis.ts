// A redis-server of our own on a free loopback port, run as compose and k8s run it (append-only
// file, nothing evicted), so the tools can restart it without disturbing the machine's Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { waitFor } from '@lifewheel/testing';
import { freePortsBelowEphemeral } from '@lifewheel/testing';
import { exited, stopChild } from '../launcher/child-process.js';
import { findExecutable } from '../launcher/find-executable.js';

export class PrivateRedis {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly server: string,
  ) {}

  static async start(): Promise<PrivateRedis> {
    const server = await findExecutable('redis-server');
    if (!server) throw new Error('redis-server is not installed: apt-get install redis-server');
    const redis = new PrivateRedis(await freePortsBelowEphemeral(1), mkdtempSync(join(tmpdir(), 'lifewheel-redis-')), server);
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private async up(): Promise<void> {
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dataDir,
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ];
    this.child = spawn(this.server, args, { stdio: 'ignore' });
    await waitFor(() => this.answers(), { timeoutMs: 20_000, what: 'the private Redis to answer' });
  }

  private async answers(): Promise<boolean> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }

  /** SIGTERM (Redis writes its append-only file and exits), then the same server on the same port. */
  async restart(): Promise<void> {
    if (this.child) await stopChild(this.child, 10_000);
    await this.up();
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, 10_000);
    if (this.child) await exited(this.child);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

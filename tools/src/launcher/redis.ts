// Finds a Redis for the processes: REDIS_URL, else one on the standard local port, else a private
// redis-server the launcher starts itself (data under .data/redis, kept between runs).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { describeExit, eachLine, exited, RecentLines, stopChild } from './child-process.js';
import { LauncherError } from './errors.js';
import { findExecutable } from './find-executable.js';
import type { Provided } from './lifecycle.js';
import { pingRedis } from './redis-ping.js';

export interface RedisOptions {
  configuredUrl: string | undefined;
  dataDir: string;
  say: (text: string, level?: 'info' | 'warn') => void;
  localPort?: number;
  privatePort?: number;
  searchPath?: string;
}

const HOST = '127.0.0.1';
const READY_WITHIN_MS = 10_000;
const STOP_GRACE_MS = 10_000;

export async function provideRedis(options: RedisOptions): Promise<Provided> {
  const { configuredUrl, say, localPort = 6379, privatePort = 6390 } = options;
  if (configuredUrl) return { url: configuredUrl };

  const local = await pingRedis(HOST, localPort);
  if (local.ok) {
    say(`using the Redis on ${HOST}:${localPort}`);
    return { url: `redis://${HOST}:${localPort}` };
  }
  // A private Redis left running by a launcher that was killed outright: still ours to use.
  if ((await pingRedis(HOST, privatePort)).ok) {
    say(`using the Redis already running on ${HOST}:${privatePort} (left by an earlier run)`);
    return { url: `redis://${HOST}:${privatePort}` };
  }

  const redisServer = await findExecutable('redis-server', options.searchPath);
  if (!redisServer) {
    throw new LauncherError(
      `No Redis answers on ${HOST}:${localPort} (${local.reason}) and redis-server is not installed: install it (sudo apt-get install redis-server, or brew install redis) or set REDIS_URL.`,
    );
  }
  say(`no Redis answers on ${HOST}:${localPort} (${local.reason}); starting a private one on ${HOST}:${privatePort}`);
  return startPrivateRedis(redisServer, privatePort, options);
}

async function startPrivateRedis(redisServer: string, port: number, options: RedisOptions): Promise<Provided> {
  await mkdir(options.dataDir, { recursive: true });
  // The settings design.md asks of every Redis here: nothing evicted, append-only persistence.
  const args = ['--port', String(port), '--bind', HOST, '--dir', options.dataDir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''];
  const child = spawn(redisServer, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Redis's own log is noise while it works; it is shown only when Redis fails.
  const recent = new RecentLines();
  eachLine(child, recent.add);
  let stopping = false;
  const exit = exited(child);

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const early = await Promise.race([exit, new Promise<undefined>((resolve) => setTimeout(resolve, 100, undefined))]);
    if (early) throw new LauncherError(`the private redis-server ${describeExit(early)}:\n${recent.toString()}`);
    if ((await pingRedis(HOST, port, 500)).ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new LauncherError(`the private redis-server did not answer within ${READY_WITHIN_MS / 1000} s:\n${recent.toString()}`);
    }
  }

  void exit.then((how) => {
    if (!stopping) options.say(`the private Redis ${describeExit(how)}; the processes will fail until it is back:\n${recent.toString()}`, 'warn');
  });
  return {
    url: `redis://${HOST}:${port}`,
    started: {
      async stop() {
        stopping = true;
        // SIGTERM makes Redis flush the append-only file before it exits.
        await stopChild(child, STOP_GRACE_MS);
      },
      kill() {
        stopping = true;
        child.kill('SIGKILL');
      },
    },
  };
}

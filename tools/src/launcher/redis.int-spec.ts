import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@lifewheel/testing';
import { LauncherError } from './errors.js';
import { pingRedis } from './redis-ping.js';
import { provideRedis } from './redis.js';

/** One raw command, one reply line: enough to set and read a key. */
function command(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write(`${line}\r\n`));
    socket.on('error', reject);
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (/\r\n.*\r\n$|^[+\-:][^\r]*\r\n$|^\$-1\r\n$/s.test(reply)) {
        socket.destroy();
        resolve(reply);
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'launcher-redis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const said: string[] = [];
const say = (text: string) => said.push(text);

describe('provideRedis', () => {
  it('uses REDIS_URL as given', async () => {
    await expect(provideRedis({ configuredUrl: 'redis://elsewhere:6379', dataDir: dir, say })).resolves.toEqual({ url: 'redis://elsewhere:6379' });
  });

  it('starts a private redis-server when none answers, and keeps its data for the next run', async () => {
    const [localPort, privatePort] = [await freePort(), await freePort()];
    const dataDir = join(dir, 'redis');
    const first = await provideRedis({ configuredUrl: undefined, dataDir, say, localPort, privatePort });
    expect(first.url).toBe(`redis://127.0.0.1:${privatePort}`);
    expect(await command(privatePort, 'CONFIG GET maxmemory-policy')).toContain('noeviction');
    expect(await command(privatePort, 'SET launcher-test kept')).toBe('+OK\r\n');
    await first.started?.stop();
    expect((await pingRedis('127.0.0.1', privatePort)).ok).toBe(false);
    expect(readdirSync(dataDir)).toContain('appendonlydir');

    const second = await provideRedis({ configuredUrl: undefined, dataDir, say, localPort, privatePort });
    expect(await command(privatePort, 'GET launcher-test')).toBe('$4\r\nkept\r\n');

    // A launcher killed outright leaves its Redis running: the next one uses it and leaves it be.
    const third = await provideRedis({ configuredUrl: undefined, dataDir, say, localPort, privatePort });
    expect(third).toEqual({ url: `redis://127.0.0.1:${privatePort}` });
    await second.started?.stop();
  });

  it('stops with one line on how to get a Redis when redis-server is not installed', async () => {
    const localPort = await freePort();
    const failure = provideRedis({ configuredUrl: undefined, dataDir: dir, say, localPort, privatePort: await freePort(), searchPath: '/nonexistent' });
    await expect(failure).rejects.toBeInstanceOf(LauncherError);
    const message = await failure.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
    expect(message).toMatch(/apt-get install redis-server.*REDIS_URL/);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForHealth } from './readiness.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in gateway: 503 with a health body naming `billing` for `failures` requests, then 200. */
async function gateway(failures: number): Promise<string> {
  let requests = 0;
  server = createServer((_req, res) => {
    requests += 1;
    const healthy = requests > failures;
    res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: healthy ? 'up' : 'down', processes: { gateway: { status: 'up' }, billing: { status: healthy ? 'up' : 'down' } } }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/api/health`;
}

describe('waitForHealth', () => {
  it('waits through 503s until the gateway answers 200', async () => {
    const url = await gateway(3);
    await expect(waitForHealth({ url, timeoutMs: 5_000, signal: new AbortController().signal, intervalMs: 10 })).resolves.toEqual({ ready: true });
  });

  it('names what is not up when time runs out', async () => {
    const url = await gateway(Number.POSITIVE_INFINITY);
    const result = await waitForHealth({ url, timeoutMs: 100, signal: new AbortController().signal, intervalMs: 10 });
    expect(result).toEqual({ ready: false, reason: `${url} answers 503; not up: billing (down)` });
  });

  it('says so when nothing answers at all', async () => {
    const url = await gateway(0);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    const result = await waitForHealth({ url, timeoutMs: 50, signal: new AbortController().signal, intervalMs: 10 });
    expect(result).toEqual({ ready: false, reason: `the gateway does not answer on ${url} (ECONNREFUSED)` });
  });

  it('gives up at once when the launcher is stopping', async () => {
    const url = await gateway(Number.POSITIVE_INFINITY);
    const aborter = new AbortController();
    setTimeout(() => aborter.abort(), 50);
    const started = Date.now();
    await expect(waitForHealth({ url, timeoutMs: 60_000, signal: aborter.signal, intervalMs: 10 })).resolves.toEqual({ ready: false, reason: 'stopped' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

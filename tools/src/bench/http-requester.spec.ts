import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpRequester } from './http-requester.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local server that records what it was sent and answers `status`. */
async function recordingServer(status: number): Promise<{ url: string; seen: { method: string; body: string; origin?: string; socket: unknown }[] }> {
  const seen: { method: string; body: string; origin?: string; socket: unknown }[] = [];
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', body, ...(req.headers.origin ? { origin: req.headers.origin } : {}), socket: req.socket });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

describe('the bench HTTP requester', () => {
  it('sends the body with the Origin header, and reuses one connection', async () => {
    const { url, seen } = await recordingServer(201);
    const requester = httpRequester({ url: `${url}/api/assessments`, method: 'POST', body: '{"a":1}' });
    await requester.send();
    await requester.send();
    requester.close();
    expect(seen.map(({ method, body, origin }) => ({ method, body, origin }))).toEqual([
      { method: 'POST', body: '{"a":1}', origin: url },
      { method: 'POST', body: '{"a":1}', origin: url },
    ]);
    expect(seen[0]!.socket).toBe(seen[1]!.socket);
  });

  it('rejects an answer that is not 2xx, so it is never timed as served', async () => {
    const { url } = await recordingServer(429);
    const requester = httpRequester({ url: `${url}/x`, method: 'GET' });
    await expect(requester.send()).rejects.toThrow('GET /x answered 429');
    requester.close();
  });
});

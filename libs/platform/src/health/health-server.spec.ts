import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHealthServer } from './health-server.js';

describe('the probes port', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = await startHealthServer(0, { live: () => true, ready: () => Promise.resolve(false) });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the two probes', async () => {
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'down' });
  });

  it('answers any other path with an error body and its code', async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      statusCode: 404,
      code: 'ENDPOINT_NOT_FOUND',
      error: 'Not Found',
      message: 'Only /health/live and /health/ready live here',
    });
  });
});

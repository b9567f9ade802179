import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { createLogger } from '@lifewheel/platform';
import { accessLog } from './access-log.js';

describe('access log', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(level: string) {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = express();
    app.use((req, _res, next) => {
      (req as express.Request & { id: string }).id = 'req-12345678';
      next();
    });
    app.use(accessLog(createLogger({ service: 'test', version: '1', level, destination })));
    app.get('/api/assessments/:token', (_req, res) => res.json({ ok: true }));
    app.get('/api/broken', (_req, res) => res.status(503).json({ ok: false }));
    app.get('/health/live', (_req, res) => res.send('ok'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // pino's destination is asynchronous: wait until the expected number of lines arrived.
    const settle = async (count: number) => {
      for (let i = 0; i < 50 && lines.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    return { base, lines, settle };
  }

  it('logs one line per answered request with id, method, redacted URL, status and time', async () => {
    const { base, lines, settle } = await serve('info');
    expect((await fetch(`${base}/api/assessments/SECRETtoken123?utm_source=mail`)).status).toBe(200);
    expect((await fetch(`${base}/api/broken`)).status).toBe(503);
    await settle(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { id: 'req-12345678', method: 'GET', url: '/api/assessments/[redacted]?[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.['responseTime']).toBe('number');
    expect(lines[1]).toMatchObject({ msg: 'request errored', res: { statusCode: 503 } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('SECRETtoken123');
    expect(text).not.toContain('utm_source');
  });

  it('leaves out probes, and everything when info is not logged', async () => {
    const quiet = await serve('warn');
    expect((await fetch(`${quiet.base}/api/assessments/abc`)).status).toBe(200);
    await quiet.settle(1);
    expect(quiet.lines).toHaveLength(0);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const probed = await serve('info');
    expect((await fetch(`${probed.base}/health/live`)).status).toBe(200);
    expect((await fetch(`${probed.base}/api/assessments/abc`)).status).toBe(200);
    await probed.settle(2);
    expect(probed.lines.map((line) => (line['req'] as { url: string }).url)).toEqual(['/api/assessments/[redacted]']);
  });
});

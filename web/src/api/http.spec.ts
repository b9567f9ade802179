import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lifewheel/contracts';
import { HttpError, apiRequest, errorCodeOf, queryFetcher } from './http.js';

const INVALID = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  error: 'Bad Request',
  message: 'wheel.name: Wheel name is required',
  requestId: 'r-1',
  details: {
    errors: [
      { field: 'wheel.name', message: 'Wheel name is required', messageKey: 'wheelNameRequired' },
      { field: 'x', message: 'no key' },
    ],
  },
};

// A real HTTP server on loopback stands in for the API, so fetch, headers and bodies are real.
describe('request helpers (spec sections 7 and 8)', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; contentType?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, contentType: req.headers['content-type'], body });
        if (req.url === '/api/teapot') return res.writeHead(418, 'I am a teapot').end();
        if (req.url === '/api/bad') return res.writeHead(400).end('{"message":"Wheel name is required"}');
        if (req.url === '/api/invalid') return res.writeHead(400).end(JSON.stringify(INVALID));
        if (req.url === '/api/auth/user') return res.writeHead(204).end();
        if (req.url === '/api/admin/users') return res.writeHead(401).end('{"message":"You are not logged in."}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, url: req.url }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends JSON only when there is a payload', async () => {
    seen.length = 0;
    await apiRequest('POST', `${base}/api/x`, { a: 1 });
    await apiRequest('DELETE', `${base}/api/x`);
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toMatchObject({ method: 'DELETE', contentType: undefined, body: '' });
  });

  it('turns a non-OK answer into "status: body", or the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/api/bad`)).rejects.toThrow('400: {"message":"Wheel name is required"}');
    const error = await apiRequest('GET', `${base}/api/teapot`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('418: I am a teapot');
  });

  it("reads the code and the keyed field errors of our error bodies, and nothing from anyone else's", async () => {
    const error = await apiRequest('GET', `${base}/api/invalid`).catch((e: unknown) => e);
    expect(errorCodeOf(error)).toBe(ErrorCode.ValidationFailed);
    expect((error as HttpError).fieldErrors).toEqual([{ field: 'wheel.name', message: 'Wheel name is required', messageKey: 'wheelNameRequired' }]);
    const teapot = await apiRequest('GET', `${base}/api/teapot`).catch((e: unknown) => e);
    expect(errorCodeOf(teapot)).toBeUndefined();
    expect(errorCodeOf(new HttpError(502, '{"code":"MADE_UP"}', 'Bad Gateway'))).toBeUndefined();
    expect(new HttpError(502, '<html>', 'Bad Gateway').fieldErrors).toEqual([]);
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('joins the query key with slashes, reads no content as null and raises on 401', async () => {
    const result = await queryFetcher()({ queryKey: [`${base}/api/assessments`, 'abc'] });
    expect(result).toEqual({ ok: true, url: '/api/assessments/abc' });
    await expect(queryFetcher()({ queryKey: [`${base}/api/auth/user`] })).resolves.toBeNull();
    await expect(queryFetcher()({ queryKey: [`${base}/api/admin/users`] })).rejects.toThrow(/^401: /);
  });
});

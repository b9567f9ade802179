import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProcess } from '@lifewheel/testing';
import { TestStack, postJson, waitFor } from '@lifewheel/testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * One HTTP/1.1 exchange on a socket of its own, with the request line exactly as written: fetch
 * would normalise `//`, `..`, `\` and tabs away before they reach the gateway, which is the point.
 */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    const lines = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', 'content-length': String(Buffer.byteLength(body)), ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.end(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

function parseAnswer(raw: string): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text: rest.join('\r\n\r\n') };
}

/** Where a browser would go on `Location: target` from a page of `origin`, reading it as leniently as browsers do. */
function browserDestination(target: string, origin: string): URL {
  return new URL(target.replace(/[\t\r\n]/g, ''), origin);
}

const errorLines = (process: ManagedProcess, from: number) =>
  process
    .logs()
    .slice(from)
    .filter((line) => line['level'] === 'error' || line['level'] === 'fatal');

describe('the edge: redirects, path spellings, deep JSON, timeouts, headers and request ids', () => {
  let stack: TestStack;
  let webDist: string;
  let gateway: ManagedProcess;
  /** A second gateway behind a (pretend) proxy, with tiny timeouts so slow clients are cut off quickly. */
  let proxied: ManagedProcess;
  const EVIL = 'https://evil.example';

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'lifewheel-edge-web-'));
    await writeFile(join(webDist, 'app-shell.html'), '<!doctype html><title>Lifewheel</title><div id="root"></div>');
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'], env: { WEB_DIST: webDist, RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
    gateway = stack.one('gateway');
    proxied = await stack.add('gateway', { TRUST_PROXY_HOPS: '1', HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '600' });
  });
  afterAll(async () => {
    await stack?.stop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  describe('every redirect stays on this site', () => {
    it('keeps the language-prefix redirect working for ordinary pages', async () => {
      const page = await rawRequest(gateway.probePort, 'GET', '/en/insights?ref=mail');
      expect(page.status).toBe(301);
      expect(page.headers['location']).toBe('/insights?ref=mail');
      expect((await rawRequest(gateway.probePort, 'GET', '/en')).headers['location']).toBe('/');
    });

    it('answers /en//evil.example/a?b=1 with a path here, not //evil.example', async () => {
      const answer = await rawRequest(gateway.probePort, 'GET', '/en//evil.example/a?b=1');
      expect(answer.status).toBe(301);
      expect(answer.headers['location']).toBe('/evil.example/a?b=1');
    });

    it.each([
      '/en//evil.example',
      '/en///evil.example/x',
      '/en/\\evil.example',
      '/en/\\\\evil.example',
      '/en//\\evil.example',
      '/en/%2F%2Fevil.example',
      '/en/%2f/evil.example',
      '/en/%5C%5Cevil.example',
      '/en/%5C/evil.example',
      '/en/%252F%252Fevil.example',
      '/en/%09/evil.example',
      '/en/%0d%0a/evil.example',
      '/en/%20//evil.example',
      '/en/https://evil.example',
      '/en/javascript:alert(1)',
    ])('%s redirects to a path on this site', async (path) => {
      const answer = await rawRequest(gateway.probePort, 'GET', path);
      // A request line the HTTP parser refuses outright is safe too; anything else must redirect here.
      if (answer.status === 400) return;
      expect(answer.status).toBe(301);
      const location = answer.headers['location'] ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      let readable = location;
      for (let round = 0; round < 4; round += 1) readable = decodeURIComponent(readable);
      expect(readable.replace(/[\t\r\n\\]/g, '/')).not.toMatch(/^\/\//);
      expect(browserDestination(location, stack.gatewayUrl).origin).toBe(new URL(stack.gatewayUrl).origin);
    });
  });

  describe('no spelling of an API path skips its guards', () => {
    it.each([
      '/api/auth/logout',
      '/API/auth/logout',
      '/Api/auth/logout',
      '/aPI/auth/logout',
      '/api/../API/auth/logout',
      '/api/auth/logout/',
      'http://127.0.0.1/API/auth/logout',
    ])('POST %s from another origin is refused', async (path) => {
      const answer = await rawRequest(gateway.probePort, 'POST', path, { origin: EVIL, 'content-type': 'application/json' }, '{}');
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'ORIGIN_REFUSED' });
    });

    it('routes only the spelling the API defines', async () => {
      const answer = await rawRequest(gateway.probePort, 'POST', '/API/auth/logout', { origin: stack.gatewayUrl, 'content-type': 'application/json' }, '{}');
      expect(answer.status).toBe(404);
    });

    it('reads bodies of any spelling of /api/ as JSON only', async () => {
      const answer = await rawRequest(gateway.probePort, 'POST', '/API/assessments', { origin: stack.gatewayUrl, 'content-type': 'text/plain' }, 'hello');
      expect(answer.status).toBe(415);
    });

    it('redacts a secret from the access log whatever the letter case of its path', async () => {
      const secret = 'LoginTokenSecretAbcdefghijklmnop0123456789';
      const from = gateway.logs().length;
      await rawRequest(gateway.probePort, 'GET', `/API/Auth/Verify/${secret}`);
      await rawRequest(gateway.probePort, 'GET', `/Results/${secret}`);
      // Only these two requests' lines: the line of an earlier test's request can land late.
      const accessLines = () =>
        gateway
          .logs()
          .slice(from)
          .filter(
            (line) =>
              String(line['msg']).startsWith('request ') && /^\/(API\/Auth\/Verify|Results)\//.test((line['req'] as { url?: string } | undefined)?.url ?? ''),
          );
      await waitFor(() => accessLines().length >= 2, { what: 'the access log lines' });
      expect(accessLines().map((line) => (line['req'] as { url: string }).url)).toEqual(['/API/Auth/Verify/[redacted]', '/Results/[redacted]']);
      expect(gateway.output.join('\n')).not.toContain(secret);
    });
  });

  describe('deep JSON', () => {
    it.each([
      ['a 10,000-deep array', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
      ['a 10,000-deep object', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ])('refuses %s with a 400 the client can act on, and logs no error', async (_name, body) => {
      const from = { gateway: gateway.logs().length, assessments: stack.one('assessments').logs().length };
      const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ statusCode: 400, code: 'INVALID_JSON', message: expect.stringMatching(/nested too deeply; at most 32 levels/) });
      await waitFor(
        () =>
          gateway
            .logs()
            .slice(from.gateway)
            .some((line) => line['msg'] === 'request completed'),
        { what: 'the access log line' },
      );
      expect(errorLines(gateway, from.gateway)).toEqual([]);
      expect(errorLines(stack.one('assessments'), from.assessments)).toEqual([]);
    });

    it('still takes bodies of ordinary depth', async () => {
      const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, { responses: [[[[[[1]]]]]] });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  // Found by the hostile-input suite (issue 19): PostgreSQL refused these deep in a handler, a 500.
  describe('text no service can store', () => {
    it.each([
      ['a NUL', 'Ana\\u0000'],
      ['an unpaired surrogate', 'Ana\\ud800'],
    ])('refuses a JSON body with %s in any string with a 400 naming the field, and logs no error', async (_name, escaped) => {
      const from = { gateway: gateway.logs().length, assessments: stack.one('assessments').logs().length };
      const domains = ['One', 'Two', 'Three'];
      const body = JSON.stringify({
        wheel: { name: 'Mine', domains: domains.map((name) => ({ name, color: '#336699' })) },
        responses: domains.map((domain) => ({ domain, current: 5, desired: 8 })),
      }).replace('"Mine"', `"${escaped}"`);
      const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json).toMatchObject({ code: 'INVALID_JSON', message: expect.stringContaining('"wheel.name"') });
      expect(errorLines(gateway, from.gateway)).toEqual([]);
      expect(errorLines(stack.one('assessments'), from.assessments)).toEqual([]);
    });

    it('still takes every other character, emoji included', async () => {
      const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, { responses: [{ domain: 'Zoë 😀 \u0001', current: 5, desired: 8 }] });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('requests Node refuses before any route', () => {
    const jsonError = (answer: RawAnswer) => JSON.parse(answer.text) as { statusCode: number; code: string; message: string };

    it('answers a URL longer than the header limit with a JSON 431', async () => {
      const answer = await rawRequest(gateway.probePort, 'GET', `/api/assessments/${'x'.repeat(20_000)}`);
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(jsonError(answer)).toMatchObject({ statusCode: 431, code: 'REQUEST_HEADERS_TOO_LARGE', message: expect.stringMatching(/shorter URL/) });
    });

    it('answers a request that is not HTTP/1.1 with a JSON 400', async () => {
      const answer = await rawRequest(gateway.probePort, 'GET', '/api/health', { 'not a header': 'x' });
      expect(answer.status).toBe(400);
      expect(jsonError(answer)).toMatchObject({ statusCode: 400, code: 'MALFORMED_REQUEST' });
    });
  });

  describe('slow clients', () => {
    it('keeps idle connections open longer than the ingress does (65 s), as configured', async () => {
      const answer = await fetch(`${stack.gatewayUrl}/api/health`);
      await answer.body?.cancel();
      expect(answer.headers.get('keep-alive')).toBe('timeout=65');
    });

    it('cuts off a client that sends its headers too slowly', async () => {
      const socket = connect(proxied.probePort, '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      let closed = false;
      socket.on('close', () => (closed = true));
      socket.on('error', () => undefined);
      // The request line and one header, and then nothing: the headers never end.
      socket.write(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1:${proxied.probePort}\r\n`);
      await waitFor(() => closed, { what: 'the gateway to close the slow connection' });
      const answer = parseAnswer(Buffer.concat(received).toString('utf8'));
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT' });
    });

    it('cuts off a client that sends its body too slowly', async () => {
      const socket = connect(proxied.probePort, '127.0.0.1');
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      let closed = false;
      socket.on('close', () => (closed = true));
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/assessments HTTP/1.1\r\nhost: 127.0.0.1:${proxied.probePort}\r\norigin: http://127.0.0.1:${proxied.probePort}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"responses":`,
      );
      await waitFor(() => closed, { what: 'the gateway to close the slow upload' });
      expect(Buffer.concat(received).toString('utf8')).toMatch(/^HTTP\/1\.1 408/);
    });
  });

  describe('security headers', () => {
    it.each(['/', '/api/health'])('%s: styles only from this site, no framing said both ways, a Permissions-Policy', async (path) => {
      const answer = await fetch(`${stack.gatewayUrl}${path}`);
      const csp = Object.fromEntries(
        (answer.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['style-src-elem']).toEqual(["'self'"]);
      expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      const permissions = answer.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions).toContain(`${feature}=()`);
    });
  });

  describe('request ids', () => {
    const chosen = 'client-chosen-request-id-0001';

    it('makes its own id when no proxy is trusted (TRUST_PROXY_HOPS=0)', async () => {
      const answer = await fetch(`${stack.gatewayUrl}/api/health`, { headers: { 'x-request-id': chosen } });
      const id = answer.headers.get('x-request-id');
      expect(id).not.toBe(chosen);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });

    it('keeps the id a trusted proxy passes on (TRUST_PROXY_HOPS=1)', async () => {
      const answer = await fetch(`http://127.0.0.1:${proxied.probePort}/api/health`, { headers: { 'x-request-id': chosen } });
      expect(answer.headers.get('x-request-id')).toBe(chosen);
    });
  });
});

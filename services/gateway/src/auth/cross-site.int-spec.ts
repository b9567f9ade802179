import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack } from '@lifewheel/testing';
import { gatewayRoutes, type GatewayRoute } from '../http/gateway-routes.js';
import { ORIGIN_EXEMPT_PATHS } from './origin-check.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A route's path with every parameter filled in, as a request would have it. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'AbCdEfGhIjKlMnOpQrStUv');

/**
 * Issue 19: a cross-site request (a foreign Origin, or none with the browser's own
 * `Sec-Fetch-Site: cross-site`) is refused on every state-changing route, logout included. The
 * routes come from the gateway's route metadata, so a route added tomorrow is covered tomorrow.
 */
describe('cross-site writes are refused on every state-changing route', () => {
  let stack: TestStack;
  const writes: GatewayRoute[] = gatewayRoutes().filter((route) => STATE_CHANGING.has(route.method));
  const guarded = writes.filter((route) => !ORIGIN_EXEMPT_PATHS.has(route.path));

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway'] });
  });
  afterAll(() => stack?.stop());

  it('knows the routes from the router, and exempts only the three no browser page of ours sends', () => {
    expect(guarded.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/logout', 'POST /api/auth/verify', 'POST /api/assessments', 'POST /api/account/delete']),
    );
    expect(guarded.length).toBeGreaterThan(20);
    // Stripe's signed webhook and the RFC 8058 one-click POSTs of mail providers: no cookie is involved in any.
    expect(
      writes
        .filter((route) => ORIGIN_EXEMPT_PATHS.has(route.path))
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/api/billing/webhook', '/api/focus-reminders/stop', '/api/mailing-list/unsubscribe'].sort());
  });

  const attempts: [string, Record<string, string>][] = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://127.0.0.1.evil.example' }],
    ['Origin "null" (a sandboxed frame)', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['our own Origin, but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'SELF' }],
  ];

  it.each(attempts)('refuses %s on each of them with 403 ORIGIN_REFUSED', async (_what, headers) => {
    const refusedNot: string[] = [];
    for (const route of guarded) {
      const sent = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value === 'SELF' ? stack.gatewayUrl : value]));
      const answer = await fetch(`${stack.gatewayUrl}${concrete(route.path)}`, {
        method: route.method,
        headers: { ...sent, 'content-type': 'application/json', cookie: `lw_session=${'A'.repeat(43)}` },
        body: '{}',
      });
      const body = (await answer.json().catch(() => ({}))) as { code?: string };
      if (answer.status !== 403 || body.code !== 'ORIGIN_REFUSED') refusedNot.push(`${route.method} ${route.path}: ${answer.status} ${body.code ?? ''}`);
    }
    expect(refusedNot).toEqual([]);
  });
});

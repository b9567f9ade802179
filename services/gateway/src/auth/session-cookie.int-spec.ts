import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, loginLinkFor, postJson, signedInAccount } from '@lifewheel/testing';

/**
 * The session cookie as browsers get it (issue 19, issue 24): HttpOnly, SameSite=Lax, and over
 * https Secure with the `__Host-` prefix (Path=/, no Domain), the only cookie read there. Behind one
 * trusted proxy, https is what the proxy says in X-Forwarded-Proto.
 */
describe('the session cookie behind https and on a developer machine', () => {
  let stack: TestStack;
  let gateway: string;
  const https = { 'x-forwarded-proto': 'https' };

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity'], envFor: { gateway: { TRUST_PROXY_HOPS: '1' } } });
    gateway = stack.gatewayUrl;
  });
  afterAll(() => stack?.stop());

  const attributes = (setCookie: string) => setCookie.split(';').map((part) => part.trim());
  const whoAmI = async (headers: Record<string, string>) => (await fetch(`${gateway}/api/auth/user`, { headers })).status;

  it('is __Host-lw_session, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain over https', async () => {
    const verified = await postJson(`${gateway}/api/auth/verify`, { token: await loginLinkFor(stack.db, 'secure.cookie@example.test') }, https);
    expect(verified.status).toBe(200);
    const setCookie = verified.headers.get('set-cookie')!;
    const [pair, ...rest] = attributes(setCookie);
    expect(pair).toMatch(/^__Host-lw_session=[A-Za-z0-9_-]{43}$/);
    expect(rest).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
    expect(rest.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
    expect(setCookie).not.toMatch(/(^|;\s*)lw_session=/);
  });

  it('is Secure and __Host- for a public host name even over plain http', async () => {
    const verified = await postJson(
      `${gateway}/api/auth/verify`,
      { token: await loginLinkFor(stack.db, 'named.host@example.test') },
      // The host name people use, as the trusted proxy passes it on.
      { 'x-forwarded-host': 'wheel.example.test' },
    );
    expect(verified.status).toBe(200);
    expect(verified.headers.get('set-cookie')).toMatch(/^__Host-lw_session=[A-Za-z0-9_-]{43}; Path=\/;.*; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('keeps the bare name without Secure on plain http to loopback, where browsers would drop a Secure cookie', async () => {
    const verified = await postJson(`${gateway}/api/auth/verify`, { token: await loginLinkFor(stack.db, 'local.cookie@example.test') });
    const setCookie = verified.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^lw_session=[A-Za-z0-9_-]{43}; Path=\/;/);
    expect(attributes(setCookie)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
    expect(attributes(setCookie)).not.toContain('Secure');
  });

  it('reads only the __Host- cookie over https: a bare lw_session there (planted by a subdomain or over http) is no session', async () => {
    const { cookie } = await signedInAccount(stack.db);
    expect(await whoAmI({ ...https, cookie: `__Host-lw_session=${cookie}` })).toBe(200);
    expect(await whoAmI({ ...https, cookie: `lw_session=${cookie}` })).toBe(204);
    // And the other way round on a developer machine.
    expect(await whoAmI({ cookie: `lw_session=${cookie}` })).toBe(200);
    expect(await whoAmI({ cookie: `__Host-lw_session=${cookie}` })).toBe(204);
  });

  it('rotates the __Host- cookie at login and clears it at logout', async () => {
    const before = await signedInAccount(stack.db, { email: 'rotating.host@example.test' });
    const verified = await postJson(
      `${gateway}/api/auth/verify`,
      { token: await loginLinkFor(stack.db, before.email) },
      {
        ...https,
        cookie: `__Host-lw_session=${before.cookie}`,
      },
    );
    const after = /^__Host-lw_session=([A-Za-z0-9_-]{43});/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
    expect(after).toBeDefined();
    expect(after).not.toBe(before.cookie);
    expect(await whoAmI({ ...https, cookie: `__Host-lw_session=${before.cookie}` })).toBe(204);

    const out = await postJson(`${gateway}/api/auth/logout`, {}, { ...https, cookie: `__Host-lw_session=${after!}` });
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-lw_session=; Path=\/;.*Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
    expect(await whoAmI({ ...https, cookie: `__Host-lw_session=${after!}` })).toBe(204);
  });
});

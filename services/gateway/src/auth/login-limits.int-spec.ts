import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, postJson } from '@lifewheel/testing';

/**
 * Issue 24: a stranger can no longer keep a person from logging in. The 5 links an hour per
 * address are counted per client network (an IPv4 address, an IPv6 /64), under a cap of 20 per
 * address across all networks. Client addresses come through one trusted proxy hop.
 */
describe('login-link limits per address, counted per client network (two gateways)', () => {
  let stack: TestStack;
  let gateways: [string, string];

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity'], replicas: { gateway: 2 }, envFor: { gateway: { TRUST_PROXY_HOPS: '1' } } });
    const [first, second] = stack.of('gateway');
    gateways = [`http://127.0.0.1:${first!.probePort}`, `http://127.0.0.1:${second!.probePort}`];
  });
  afterAll(() => stack?.stop());

  let asked = 0;
  const askFor = async (email: string, client: string) => {
    asked += 1;
    return postJson(`${gateways[asked % 2]}/api/auth/login`, { email }, { 'x-forwarded-for': client });
  };
  const statuses = async (email: string, clients: string[]) => {
    const answers: number[] = [];
    for (const client of clients) answers.push((await askFor(email, client)).status);
    return answers;
  };

  it('lets a stranger use up only their own network’s share of an address', async () => {
    const victim = 'locked.out@example.test';
    expect(await statuses(victim, Array(5).fill('198.51.100.7'))).toEqual(Array(5).fill(202));
    const refused = await askFor(victim, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.json['code']).toBe('LOGIN_EMAILS_LIMITED');
    expect(String(refused.json['message'])).toMatch(/several login links to this address in the last hour/);
    // The person, from home, still gets a link.
    expect((await askFor(victim, '203.0.113.40')).status).toBe(202);
  });

  it('counts IPv6 clients by their /64, so a stranger cannot step through their own addresses', async () => {
    const victim = 'ipv6.victim@example.test';
    const sameNetwork = Array.from({ length: 6 }, (_, i) => `2001:db8:aa:1::${(i + 1).toString(16)}`);
    expect(await statuses(victim, sameNetwork)).toEqual([202, 202, 202, 202, 202, 429]);
    // Spelled out in full, the same /64 is still the same network.
    expect((await askFor(victim, '2001:0db8:00aa:0001:ffff:0:0:1')).status).toBe(429);
    expect((await askFor(victim, '2001:db8:aa:2::1')).status).toBe(202);
  });

  it('caps an address at 20 links an hour across all networks', async () => {
    const email = 'capped.address@example.test';
    const networks = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14'];
    expect(
      await statuses(
        email,
        networks.flatMap((network) => Array(5).fill(network)),
      ),
    ).toEqual(Array(20).fill(202));
    const refused = await askFor(email, '192.0.2.15');
    expect(refused.status).toBe(429);
    expect(refused.json['code']).toBe('LOGIN_EMAILS_LIMITED');
    // Other addresses from that network are unaffected.
    expect((await askFor('another.address@example.test', '192.0.2.15')).status).toBe(202);
  });
});

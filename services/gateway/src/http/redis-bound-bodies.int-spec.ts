import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, defaultAssessmentBody, postJson } from '@lifewheel/testing';

// What strangers may make the gateway put into Redis: no body larger than the RPC entry cap leaves
// room for, and Stripe's webhook (no Origin, no login) only at a rate per client network.
describe('request bodies and webhook posts bounded before they reach Redis', () => {
  let stack: TestStack;
  const webhook = () => `${stack.gatewayUrl}/api/billing/webhook`;
  const postWebhook = (body: string, client: string) =>
    fetch(webhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'stripe-signature': 't=1,v1=00' },
      body,
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'assessments', 'billing'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_WEBHOOKS_PER_MINUTE: '4', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(() => stack?.stop());

  it('answers 413 with a code and the limit for a JSON body over 64 KB, and passes on one below', async () => {
    const large = { ...defaultAssessmentBody(), filler: 'x'.repeat(65 * 1024) };
    const refused = await postJson(`${stack.gatewayUrl}/api/assessments`, large, { 'x-forwarded-for': '192.0.2.1' });
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large; the limit is 64 KB' });
    const below = { ...defaultAssessmentBody(), filler: 'x'.repeat(60 * 1024) };
    const passed = await postJson(`${stack.gatewayUrl}/api/assessments`, below, { 'x-forwarded-for': '192.0.2.1' });
    // Read and handed to the service, which judges the fields.
    expect(passed.status).not.toBe(413);
    expect(passed.status).toBeLessThan(500);
  });

  it('refuses a webhook body over 64 KB (Stripe sends a few KB) with 413 and the webhook’s own limit', async () => {
    const refused = await postWebhook(JSON.stringify({ id: 'evt_large', filler: 'x'.repeat(65 * 1024) }), '192.0.2.2');
    expect(refused.status).toBe(413);
    expect(refused.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large; the limit is 64 KB' });
  });

  it('limits webhook posts per client network: another address of the same /24 or /64 shares the count, another network does not', async () => {
    const unsigned = JSON.stringify({ id: 'evt_flood', type: 'checkout.session.completed' });
    for (const [first, sameNetwork, otherNetwork] of [
      ['203.0.113.7', '203.0.113.200', '203.0.114.7'],
      ['2001:db8:7:7::1', '2001:db8:7:7:ffff::2', '2001:db8:7:8::1'],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await postWebhook(unsigned, first)).status);
      // Unsigned: billing refuses each (400), but each was let through to it.
      expect(statuses).toEqual([400, 400, 400, 400]);
      const limited = await postWebhook(unsigned, sameNetwork);
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: 'RATE_LIMITED' });
      expect(String(limited.json['message'])).toMatch(/Too many requests from your network/);
      expect((await postWebhook(unsigned, otherNetwork)).status).toBe(400);
    }
  });
});

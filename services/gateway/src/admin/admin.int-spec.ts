import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '@lifewheel/platform';
import { TestStack, mailPart, waitFor, signedInAccount } from '@lifewheel/testing';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import { gatewayRoutesUnder } from './admin-routes.js';

interface Account {
  userId: string;
  email: string;
  cookie: string;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> & { code?: string; items?: Record<string, unknown>[]; details?: { errors: { field: string; messageKey: string }[] } };
}

/** What a sample call of a route needs: its path's values and its body, made fresh for each call. */
interface Sample {
  params?: () => Record<string, string>;
  body?: () => unknown;
  /**
   * What an admin gets when not 200/201: a job or error group made up for the call is not found
   * (404) only after the owning service let the admin in. Retrying, removing and resolving real
   * ones are checked in services/gateway/src/admin/debug/admin-debug.int-spec.ts.
   */
  adminStatus?: number;
}

const ADMIN_EMAIL = 'boss@example.test';

// The console's business side through the real gateway and every service (issue 17): who gets in,
// premium by hand through billing's outbox, the inbox and its reply email, and the audit log.
describe('the operations console: /api/admin', () => {
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let routes: string[];
  let admin: Account;
  let member: Account;
  let followUpId: string;

  /**
   * Sample values for every route's parameters and body. The test below refuses a route without an
   * entry: a new /api/admin route (the debug panels too) adds its line here.
   */
  const SAMPLES: Record<string, Sample> = {
    'GET /api/admin/audit': {},
    'GET /api/admin/users': {},
    'POST /api/admin/users/:userId/premium': {
      params: () => ({ userId: member.userId }),
      body: () => ({ grant: true, reason: 'access check', requestId: randomUUID() }),
    },
    'GET /api/admin/payments': {},
    'GET /api/admin/follow-ups': {},
    'POST /api/admin/follow-ups/:followUpId/handled': { params: () => ({ followUpId }), body: () => ({}) },
    'POST /api/admin/follow-ups/:followUpId/reply': {
      params: () => ({ followUpId }),
      body: () => ({ body: 'Thank you for writing.', requestId: randomUUID() }),
    },
    'GET /api/admin/mailing-list': {},
    'GET /api/admin/mailing-list/export': {},
    'GET /api/admin/insights/funnel': {},
    'GET /api/admin/insights/payment-alerts': {},
    'GET /api/admin/insights/config': {},
    'GET /api/admin/debug/health': {},
    'GET /api/admin/debug/traffic': {},
    'GET /api/admin/debug/queues': {},
    'GET /api/admin/debug/queues/:queue/failed': { params: () => ({ queue: 'assessments' }) },
    'POST /api/admin/debug/queues/:queue/jobs/:jobId/retry': {
      params: () => ({ queue: 'assessments', jobId: 'no-such-job' }),
      body: () => ({}),
      adminStatus: 404,
    },
    'DELETE /api/admin/debug/queues/:queue/jobs/:jobId': { params: () => ({ queue: 'assessments', jobId: 'no-such-job' }), adminStatus: 404 },
    'GET /api/admin/debug/errors': {},
    'POST /api/admin/debug/errors/:groupId/status': { params: () => ({ groupId: randomUUID() }), body: () => ({ status: 'resolved' }), adminStatus: 404 },
    'GET /api/admin/indexnow/status': {},
    'GET /api/admin/indexnow/pending': {},
    'GET /api/admin/indexnow/history': {},
    'POST /api/admin/indexnow/submit-changed': { body: () => ({}) },
    'POST /api/admin/indexnow/submit-url': { body: () => ({ path: '/' }) },
    'POST /api/admin/indexnow/submit-all': { body: () => ({ confirm: true }) },
  };

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'billing', 'observability', 'worker'],
      env: { ADMIN_EMAILS: ` ${ADMIN_EMAIL.toUpperCase()} `, RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, BILLING_POLL_MS: '200' },
    });
    routes = gatewayRoutesUnder('/api/admin')
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    admin = await account(ADMIN_EMAIL);
    member = await account(`member-${randomUUID().slice(0, 8)}@example.test`);
    followUpId = await followUp('asker@example.test');
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp.stop();
  });

  const account = (email: string): Promise<Account> => signedInAccount(stack.db, { email });

  /** A follow-up as the results page's form stores it. */
  async function followUp(email: string): Promise<string> {
    const id = randomUUID();
    await stack.db.query(`insert into assessments.follow_ups (id, kind, payload, email, language) values ($1, 'life-question', $2, $3, 'en')`, [
      id,
      JSON.stringify({ question: 'How do I start with my finances?' }),
      email,
    ]);
    return id;
  }

  async function call(method: string, path: string, options: { as?: Account; body?: unknown } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: stack.gatewayUrl };
    if (options.as) headers['cookie'] = `lw_session=${options.as.cookie}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let json = {};
    try {
      json = JSON.parse(text);
    } catch {
      // CSV
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  async function auditLines(action: string, target: string): Promise<{ actor_user_id: string; reason: string | null }[]> {
    return stack.db.query('select actor_user_id, reason from observability.audit_log where action = $1 and target = $2', [action, target]);
  }

  function callRoute(route: string, as?: Account): Promise<Answer> {
    const [method = 'GET', pattern = ''] = route.split(' ');
    const sample = SAMPLES[route] ?? {};
    const params = sample.params?.() ?? {};
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`The sample of ${route} has no value for :${name}`);
      return encodeURIComponent(value);
    });
    return call(method, path, { ...(as ? { as } : {}), ...(sample.body ? { body: sample.body() } : {}) });
  }

  it('has a sample for every /api/admin route the router answers, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toEqual(Object.keys(SAMPLES).sort());
  });

  it('answers a visitor 401, a logged-in non-admin 403 and an admin 2xx on every route', async () => {
    for (const route of routes) {
      expect({ route, status: (await callRoute(route)).status }).toEqual({ route, status: 401 });
      expect({ route, status: (await callRoute(route, member)).status }).toEqual({ route, status: 403 });
      const status = (await callRoute(route, admin)).status;
      const expected = SAMPLES[route]?.adminStatus;
      // 202 where the action is queued as a job (IndexNow's).
      const ok = expected === undefined ? [200, 201, 202].includes(status) : status === expected;
      expect({ route, ok }).toEqual({ route, ok: true });
    }
  });

  it('finds users by part of the address, premium, admin state and created date, with their assessment counts', async () => {
    const found = await call('GET', `/api/admin/users?email=${encodeURIComponent(member.email.slice(0, 12).toUpperCase())}`, { as: admin });
    expect(found.status).toBe(200);
    expect(found.json.items).toEqual([expect.objectContaining({ id: member.userId, email: member.email, isAdmin: false, assessments: 0 })]);
    const admins = await call('GET', '/api/admin/users?admin=yes', { as: admin });
    expect(admins.json.items?.map((user) => user['email'])).toEqual([ADMIN_EMAIL]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/users?createdFrom=${today}&createdTo=${today}`, { as: admin })).json.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/admin/users?createdTo=2000-01-01', { as: admin })).json.total).toBe(0);
    const bad = await call('GET', '/api/admin/users?createdFrom=yesterday&premium=maybe', { as: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.details?.errors.map((error) => error.messageKey).sort()).toEqual(['dateInvalid', 'filterInvalid']);
  });

  it('grants and revokes premium through billing’s outbox, once per request, with the reason in the audit log', async () => {
    const person = await account(`grant-${randomUUID().slice(0, 8)}@example.test`);
    const missing = await call('POST', `/api/admin/users/${person.userId}/premium`, {
      as: admin,
      body: { grant: true, reason: '  ', requestId: randomUUID() },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.details?.errors).toEqual([expect.objectContaining({ field: 'reason', messageKey: 'reasonRequired' })]);

    // A double click: the same request twice, at once.
    const grant = { grant: true, reason: 'Conference speaker', requestId: randomUUID() };
    const answers = await Promise.all([1, 2].map(() => call('POST', `/api/admin/users/${person.userId}/premium`, { as: admin, body: grant })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json['status']).sort()).toEqual(['already-recorded', 'recorded']);
    await waitFor(async () => (await call('GET', '/api/auth/user', { as: person })).json['isPremium'] === true, {
      what: 'the person’s principal to turn premium',
      timeoutMs: 60_000,
    });
    const [flag] = await stack.db.query<{ is_premium: boolean }>('select is_premium from identity.users where id = $1', [person.userId]);
    expect(flag?.is_premium).toBe(true);
    const lines = await waitFor(
      async () => {
        const found = await auditLines('premium.grant', person.userId);
        return found.length > 0 ? found : undefined;
      },
      { what: 'the premium.grant audit line' },
    );
    expect(lines).toEqual([{ actor_user_id: admin.userId, reason: 'Conference speaker' }]);
    expect(await stack.db.query('select 1 from identity.premium_events where user_id = $1', [person.userId])).toHaveLength(1);

    const revoke = await call('POST', `/api/admin/users/${person.userId}/premium`, {
      as: admin,
      body: { grant: false, reason: 'Ended', requestId: randomUUID() },
    });
    expect(revoke.status).toBe(200);
    await waitFor(async () => (await call('GET', '/api/auth/user', { as: person })).json['isPremium'] === false, {
      what: 'the person’s principal to lose premium',
      timeoutMs: 60_000,
    });
    await waitFor(async () => (await auditLines('premium.revoke', person.userId)).length === 1, { what: 'the premium.revoke audit line' });
    expect(await auditLines('premium.revoke', person.userId)).toEqual([{ actor_user_id: admin.userId, reason: 'Ended' }]);

    const audit = await call('GET', '/api/admin/audit', { as: admin });
    expect(audit.json.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'premium.grant', target: person.userId, actorEmail: ADMIN_EMAIL, reason: 'Conference speaker' }),
      ]),
    );
    expect((await call('POST', `/api/admin/users/${randomUUID()}/premium`, { as: admin, body: grant })).status).toBe(404);
  });

  it('marks a follow-up handled once, audited', async () => {
    const id = await followUp('handled@example.test');
    expect((await call('POST', `/api/admin/follow-ups/${id}/handled`, { as: admin, body: {} })).status).toBe(200);
    expect((await call('POST', `/api/admin/follow-ups/${id}/handled`, { as: admin, body: {} })).status).toBe(200);
    await waitFor(async () => (await auditLines('follow-up.handled', id)).length === 1, { what: 'the follow-up.handled audit line' });
    const inbox = await call('GET', '/api/admin/follow-ups', { as: admin });
    expect(inbox.json.items?.[0]).toEqual(
      expect.objectContaining({ id, handledAt: expect.any(String), fields: { question: 'How do I start with my finances?' } }),
    );
    expect((await call('POST', `/api/admin/follow-ups/${randomUUID()}/handled`, { as: admin, body: {} })).status).toBe(404);
  });

  it('replies by email through the worker, the admin’s text as plain text, stored with the follow-up and audited, once per request', async () => {
    const address = `reply-${randomUUID().slice(0, 8)}@example.test`;
    const id = await followUp(address);
    const reply = { body: 'Hello <b>friend</b>,\nstart with one small step.', requestId: randomUUID() };
    expect((await call('POST', `/api/admin/follow-ups/${id}/reply`, { as: admin, body: reply })).status).toBe(200);
    expect((await call('POST', `/api/admin/follow-ups/${id}/reply`, { as: admin, body: reply })).status).toBe(200);
    const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes(address)), { what: 'the reply email' });
    expect(mailPart(mail.raw, 'text/plain').replaceAll('\r\n', '\n')).toContain('Hello <b>friend</b>,\nstart with one small step.');
    expect(mailPart(mail.raw, 'text/html')).not.toContain('<b>friend</b>');
    await waitFor(async () => (await auditLines('follow-up.reply', id)).length === 1, { what: 'the follow-up.reply audit line' });
    const inbox = await call('GET', '/api/admin/follow-ups', { as: admin });
    const stored = inbox.json.items?.find((item) => item['id'] === id);
    expect(stored?.['replies']).toEqual([expect.objectContaining({ id: reply.requestId, body: reply.body, actorUserId: admin.userId })]);
    expect(smtp.messages.filter((message) => message.to.includes(address))).toHaveLength(1);
    const empty = await call('POST', `/api/admin/follow-ups/${id}/reply`, { as: admin, body: { body: '', requestId: randomUUID() } });
    expect(empty.json.details?.errors.map((error) => error.messageKey)).toEqual(['replyRequired']);
  });

  it('counts the mailing list and exports it as CSV', async () => {
    await stack.db.query(
      `insert into assessments.mailing_list_subscribers (id, email, language, consented_at, consent_text, confirmed_at, unsubscribe_token_hash) values
        ($1, 'reader@example.test', 'de', now(), 'yes', now(), $2), ($3, 'gone@example.test', 'en', now(), 'yes', now(), $4)`,
      [randomUUID(), sha256Hex(randomToken(32)), randomUUID(), sha256Hex(randomToken(32))],
    );
    await stack.db.query(`update assessments.mailing_list_subscribers set unsubscribed_at = now() where email = 'gone@example.test'`);
    expect((await call('GET', '/api/admin/mailing-list', { as: admin })).json).toEqual({ size: 1 });
    const csv = await call('GET', '/api/admin/mailing-list/export', { as: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('email,language,consented_at');
    expect(csv.text).toContain('reader@example.test,de,');
    expect(csv.text).not.toContain('gone@example.test');
  });

  it('lists payments with the failures of the last 24 hours, filtered by state', async () => {
    await stack.db.query(
      `insert into billing.payments (id, stripe_payment_intent_id, amount, currency, status, failed) values ($1, $2, 1900, 'usd', 'failed', true), ($3, $4, 1900, 'usd', 'paid', false)`,
      [randomUUID(), `pi_${randomUUID()}`, randomUUID(), `pi_${randomUUID()}`],
    );
    const failed = await call('GET', '/api/admin/payments?status=failed', { as: admin });
    expect(failed.json['failedLast24h']).toBe(1);
    expect(failed.json.items?.map((payment) => payment['status'])).toEqual(['failed']);
    expect((await call('GET', '/api/admin/payments?status=lost', { as: admin })).json.details?.errors.map((error) => error.messageKey)).toEqual([
      'statusUnknown',
    ]);
  });
});

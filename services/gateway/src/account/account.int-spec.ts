import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUE, JobName } from '@lifewheel/contracts';
import { toolsByDomain } from '@lifewheel/content/coaching-tools';
import { JobQueues, jobSecretKey, randomToken, sealJobSecrets, sha256Hex } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, defaultAssessmentBody, waitFor, sessionFor } from '@lifewheel/testing';

interface Account {
  userId: string;
  email: string;
  cookie: string;
}

interface Seeded {
  assessmentId: string;
  noteId: string;
  paymentIds: string[];
  followUpId: string;
  focusId: string;
  checkInId: string;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> & { code?: string; details?: { errors: { field: string; messageKey: string }[] } };
}

const toolId = toolsByDomain('physical-health')[0]!.id;
// A note a spreadsheet would misread three ways: a formula, a comma and quotes, a line break.
const noteBody = '=HYPERLINK("http://evil.example"), my "plan"\nsecond line';

// Through the real gateway, identity, assessments and billing: each service answers for its own
// rows from the signed principal, and a deletion reaches assessments and billing through jobs.
describe('your data: export and delete an account', () => {
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments', 'billing'] });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  const session = (userId: string) => sessionFor(stack.db, userId);

  async function account(): Promise<Account> {
    const userId = randomUUID();
    const email = `${userId.slice(0, 8)}@example.test`;
    await stack.db.query('insert into identity.users (id, email, is_premium) values ($1, $2, true)', [userId, email]);
    await stack.db.query(
      `insert into identity.login_tokens (id, token_hash, user_id, email, expires_at) values ($1, $2, $3, $4, now() + interval '15 minutes')`,
      [randomUUID(), sha256Hex(randomToken(32)), userId, email],
    );
    return { userId, email, cookie: await session(userId) };
  }

  async function call(method: string, path: string, options: { as?: Account | string; body?: unknown } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: stack.gatewayUrl };
    const cookie = typeof options.as === 'string' ? options.as : options.as?.cookie;
    if (cookie) headers['cookie'] = `lw_session=${cookie}`;
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

  /** An account's data in every service: through the API where one exists, else as the service would store it. */
  async function seed(owner: Account): Promise<Seeded> {
    const created = await call('POST', '/api/assessments', { as: owner, body: defaultAssessmentBody(2) });
    expect(created.status).toBe(201);
    const [assessment] = await stack.db.query<{ id: string }>('select id from assessments.assessments where token = $1 and user_id = $2', [
      created.json['token'],
      owner.userId,
    ]);
    const note = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: owner, body: { body: noteBody } });
    expect(note.status).toBe(201);
    expect((await call('PUT', `/api/premium/tools/${toolId}/done`, { as: owner, body: { done: true } })).status).toBe(200);
    // A focus with its reminders on (their jobs wait on the queue), re-rated once.
    const focus = await call('POST', '/api/premium/focus', { as: owner, body: { domain: 'friends', approach: 'tools', toolIds: [toolId], reminders: true } });
    expect(focus.status).toBe(201);
    const checkIn = await call('POST', `/api/premium/focus/${focus.json['id'] as string}/check-ins`, { as: owner, body: { current: 6 } });
    expect(checkIn.status).toBe(201);
    const followUpId = randomUUID();
    await stack.db.query(`insert into assessments.follow_ups (id, kind, payload, email, language) values ($1, 'life-question', $2, $3, 'en')`, [
      followUpId,
      JSON.stringify({ question: 'What would make this year feel good?' }),
      owner.email,
    ]);
    await stack.db.query(
      `insert into assessments.mailing_list_subscribers (id, email, consented_at, consent_text, unsubscribe_token_hash) values ($1, $2, now(), 'Yes, send me tips', $3)`,
      [randomUUID(), owner.email, sha256Hex(randomToken(32))],
    );
    // One purchase made logged in (user id and address), one made before logging in (address only).
    const paymentIds: string[] = [];
    for (const userId of [owner.userId, null]) {
      const sessionId = randomUUID();
      const paymentId = randomUUID();
      await stack.db.query(
        `insert into billing.payment_sessions (id, email, user_id, stripe_session_id, amount, status, expires_at) values ($1, $2, $3, $4, 1000, 'completed', now() + interval '1 hour')`,
        [sessionId, owner.email, userId, `cs_test_${randomToken(12)}`],
      );
      await stack.db.query(
        `insert into billing.payments (id, payment_session_id, user_id, user_email, stripe_payment_intent_id, amount, status, paid_confirmed, premium_granted) values ($1, $2, $3, $4, $5, 1000, 'paid', true, true)`,
        [paymentId, sessionId, userId, owner.email, `pi_test_${randomToken(12)}`],
      );
      paymentIds.push(paymentId);
    }
    return {
      assessmentId: assessment!.id,
      noteId: note.json['id'] as string,
      paymentIds,
      followUpId,
      focusId: focus.json['id'] as string,
      checkInId: checkIn.json['id'] as string,
    };
  }

  /** Every row of every schema that names the account, by id or by address. */
  async function rowsOf(owner: Account) {
    const count = async (query: string, params: unknown[]) => Number((await stack.db.query<{ n: string }>(query, params))[0]!.n);
    return {
      users: await count('select count(*) as n from identity.users where id = $1 or email = $2', [owner.userId, owner.email]),
      sessions: await count('select count(*) as n from identity.sessions where user_id = $1', [owner.userId]),
      loginTokens: await count('select count(*) as n from identity.login_tokens where user_id = $1 or email = $2', [owner.userId, owner.email]),
      assessments: await count('select count(*) as n from assessments.assessments where user_id = $1', [owner.userId]),
      notes: await count('select count(*) as n from assessments.tool_notes where user_id = $1', [owner.userId]),
      progress: await count('select count(*) as n from assessments.tool_progress where user_id = $1', [owner.userId]),
      followUps: await count('select count(*) as n from assessments.follow_ups where email = $1', [owner.email]),
      subscribers: await count('select count(*) as n from assessments.mailing_list_subscribers where email = $1', [owner.email]),
      focuses: await count('select count(*) as n from assessments.focuses where user_id = $1', [owner.userId]),
      focusCheckIns: await count('select count(*) as n from assessments.focus_check_ins where user_id = $1', [owner.userId]),
      payments: await count('select count(*) as n from billing.payments where user_id = $1 or user_email = $2', [owner.userId, owner.email]),
      checkouts: await count('select count(*) as n from billing.payment_sessions where user_id = $1 or email = $2', [owner.userId, owner.email]),
    };
  }

  const billingRows = (paymentIds: string[]) =>
    stack.db.query<Record<string, unknown>>(
      `select p.id, p.user_id, p.user_email, p.amount, p.status, p.stripe_payment_intent_id, s.email as session_email, s.user_id as session_user_id, s.stripe_session_id
         from billing.payments p join billing.payment_sessions s on s.id = p.payment_session_id where p.id = any($1) order by p.id`,
      [paymentIds],
    );

  it('answers a visitor 401 for both the download and the deletion', async () => {
    expect((await call('GET', '/api/account/export?format=json')).status).toBe(401);
    expect((await call('GET', '/api/account/export?format=csv')).status).toBe(401);
    expect((await call('POST', '/api/account/delete', { body: { confirm: 'someone@example.test' } })).status).toBe(401);
  });

  it('exports the person’s assessments, notes, progress, follow-ups and payments, and nothing of another account, as JSON and CSV', async () => {
    const ana = await account();
    const other = await account();
    const mine = await seed(ana);
    const theirs = await seed(other);

    const json = await call('GET', '/api/account/export?format=json', { as: ana });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="lifewheel-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json.json as unknown as {
      identity: { user: { id: string; email: string; language: string | null } };
      assessments: {
        assessments: { id: string }[];
        toolNotes: { id: string; body: string }[];
        toolProgress: { toolId: string }[];
        followUps: { id: string }[];
        mailingList: unknown;
        focuses: { id: string; domain: string; toolIds: string[]; reminders: boolean }[];
        focusCheckIns: { id: string; focusId: string; current: number }[];
      };
      billing: { payments: { id: string }[]; checkouts: unknown[] };
    };
    expect(data.identity.user).toMatchObject({ id: ana.userId, email: ana.email, language: null });
    expect(data.assessments.assessments.map((a) => a.id)).toEqual([mine.assessmentId]);
    expect(data.assessments.toolNotes).toEqual([expect.objectContaining({ id: mine.noteId, body: noteBody })]);
    expect(data.assessments.toolProgress.map((p) => p.toolId)).toEqual([toolId]);
    expect(data.assessments.followUps.map((f) => f.id)).toEqual([mine.followUpId]);
    expect(data.assessments.mailingList).toMatchObject({ consentText: 'Yes, send me tips' });
    expect(data.assessments.focuses).toEqual([expect.objectContaining({ id: mine.focusId, domain: 'friends', toolIds: [toolId], reminders: true })]);
    expect(data.assessments.focusCheckIns).toEqual([expect.objectContaining({ id: mine.checkInId, focusId: mine.focusId, current: 6 })]);
    expect(data.billing.payments.map((p) => p.id).sort()).toEqual([...mine.paymentIds].sort());
    expect(data.billing.checkouts).toHaveLength(2);
    for (const foreign of [other.userId, other.email, theirs.assessmentId, theirs.noteId, theirs.followUpId, theirs.focusId, ...theirs.paymentIds]) {
      expect(json.text).not.toContain(foreign);
    }
    expect(json.text).not.toMatch(/token_hash|tokenHash|creatorSecret/);
    const [focusRow] = await stack.db.query<{ stop_token_hash: string }>('select stop_token_hash from assessments.focuses where id = $1', [mine.focusId]);
    expect(json.text).not.toContain(focusRow!.stop_token_hash);

    const csv = await call('GET', '/api/account/export?format=csv', { as: ana });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="lifewheel-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text.split('\r\n')[0]).toBe('kind,record,field,value');
    expect(csv.text).toContain(`assessment,${mine.assessmentId},responses.0.current,`);
    // The note's formula is neutralised, its quotes doubled, its comma and line break kept inside quotes.
    expect(csv.text).toContain(`tool-note,${mine.noteId},body,"'=HYPERLINK(""http://evil.example""), my ""plan""\nsecond line"`);
    for (const paymentId of mine.paymentIds) expect(csv.text).toContain(`payment,${paymentId},amount,1000`);
    expect(csv.text).toContain(`focus,${mine.focusId},domain,friends`);
    expect(csv.text).toContain(`focus-check-in,${mine.checkInId},current,6`);
    for (const foreign of [other.userId, other.email, theirs.assessmentId, theirs.noteId, ...theirs.paymentIds]) expect(csv.text).not.toContain(foreign);
  });

  it('refuses an unknown format with 400', async () => {
    const ana = await account();
    const answer = await call('GET', '/api/account/export?format=xml', { as: ana });
    expect(answer.status).toBe(400);
    expect(answer.json.details?.errors[0]).toMatchObject({ field: 'format', messageKey: 'formatInvalid' });
  });

  it('refuses a wrong confirmation with 400 and changes nothing', async () => {
    const ana = await account();
    await seed(ana);
    const before = await rowsOf(ana);
    for (const confirm of ['someone-else@example.test', '', undefined]) {
      const answer = await call('POST', '/api/account/delete', { as: ana, body: confirm === undefined ? {} : { confirm } });
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe('VALIDATION_FAILED');
      expect(['confirmMismatch', 'confirmRequired']).toContain(answer.json.details?.errors[0]?.messageKey);
      expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/lw_session=;/);
    }
    expect(await rowsOf(ana)).toEqual(before);
    expect((await call('GET', '/api/auth/user', { as: ana })).status).toBe(200);
  });

  it('deletes the account: its rows in every schema go, its sessions stop working, payments stay detached, a second job delivery changes nothing', async () => {
    const ana = await account();
    const otherDevice = await session(ana.userId);
    const other = await account();
    const mine = await seed(ana);
    await seed(other);
    const otherBefore = await rowsOf(other);
    // Both sessions are in the gateway's cache before the deletion.
    expect((await call('GET', '/api/auth/user', { as: otherDevice })).status).toBe(200);

    const deleted = await call('POST', '/api/account/delete', { as: ana, body: { confirm: `  ${ana.email.toUpperCase()} ` } });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ status: 'deleted' });
    expect(deleted.headers.get('set-cookie')).toMatch(/^lw_session=;/);

    // Who is there: nobody, on either device (204, not an error).
    expect((await call('GET', '/api/auth/user', { as: ana })).status).toBe(204);
    await expect.poll(async () => (await call('GET', '/api/auth/user', { as: otherDevice })).status).toBe(204);
    expect((await call('GET', '/api/account/export?format=json', { as: ana })).status).toBe(401);

    const gone = {
      ...{ users: 0, sessions: 0, loginTokens: 0, assessments: 0, notes: 0, progress: 0, followUps: 0, subscribers: 0 },
      ...{ focuses: 0, focusCheckIns: 0, payments: 0, checkouts: 0 },
    };
    await expect.poll(() => rowsOf(ana), { timeout: 20_000 }).toEqual(gone);
    const detached = await billingRows(mine.paymentIds);
    expect(detached).toHaveLength(2);
    for (const row of detached) {
      expect(row).toMatchObject({ user_id: null, user_email: null, session_email: '', session_user_id: null, amount: 1000, status: 'paid' });
      expect(row['stripe_payment_intent_id']).toMatch(/^pi_test_/);
      expect(row['stripe_session_id']).toMatch(/^cs_test_/);
    }
    expect(await rowsOf(other)).toEqual(otherBefore);

    // A second delivery of each job (as a retry after a lost acknowledgement would bring) changes nothing.
    const key = jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!);
    const jobIds: [JobName, string][] = [];
    for (const job of [JobName.AssessmentsAccountDeleted, JobName.BillingAccountDeleted] as const) {
      const payload = { userId: ana.userId, deletedAt: new Date().toISOString(), secrets: sealJobSecrets(job, { email: ana.email }, key) };
      jobIds.push([job, await queues.enqueue(job, payload, { jobId: `redelivery-${randomUUID()}` })]);
    }
    for (const [job, id] of jobIds) {
      const queue = queues.queue(JOB_QUEUE[job]);
      // Done jobs are removed; a failed one would stay.
      await waitFor(async () => (await queue.getJob(id)) === undefined, { what: `${job} processed` });
      expect(await queue.getJobCounts('failed')).toEqual({ failed: 0 });
    }
    expect(await rowsOf(ana)).toEqual(gone);
    expect(await billingRows(mine.paymentIds)).toEqual(detached);
    expect(await rowsOf(other)).toEqual(otherBefore);
    // Nothing was logged with the address, in any process (the jobs carry it sealed).
    for (const service of stack.processes) {
      expect(service.output.join('\n').toLowerCase(), service.name).not.toContain(ana.email);
    }
  });
});

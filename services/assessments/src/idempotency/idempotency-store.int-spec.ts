import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_RETENTION_HOURS } from '@lifewheel/platform';
import { TestStack, defaultAssessmentBody, postJson, signedInAccount } from '@lifewheel/testing';

interface Saved {
  token: string;
  creatorSecret: string;
}

// The real gateway (trusting one proxy hop, so X-Forwarded-For names the client), identity for
// sessions and assessments, which keeps the idempotency store in its schema.
describe('the idempotency store (issue 24)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments'],
      envFor: { gateway: { TRUST_PROXY_HOPS: '1', RATE_LIMIT_WRITES_PER_MINUTE: '100000' } },
    });
  });
  afterAll(() => stack?.stop());

  /** Saves the default assessment as a client (its address) or a person (their session cookie). */
  async function save(key: string, as: { client: string; cookie?: string }, seed = 0) {
    const headers: Record<string, string> = { 'idempotency-key': key, 'x-forwarded-for': as.client };
    if (as.cookie) headers['cookie'] = `lw_session=${as.cookie}`;
    const answer = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(seed), headers);
    expect(answer.status, answer.text).toBe(201);
    return answer.json as unknown as Saved;
  }
  const storeDump = async () => JSON.stringify(await stack.db.query('select * from assessments.idempotency_keys'));
  const assessmentsWith = async (token: string) => (await stack.db.query('select id from assessments.assessments where token = $1', [token])).length;
  const newKey = () => `key-${randomUUID()}`;

  it('replays the first answer, creator secret included, to the client that made it, and keeps no secret at rest', async () => {
    const key = newKey();
    const first = await save(key, { client: '198.51.100.7' });
    const retry = await save(key, { client: '198.51.100.7' });
    expect(retry).toEqual(first);
    expect(await assessmentsWith(first.token)).toBe(1);

    // A dump of the table can neither claim the assessment nor find the key a client used.
    const dump = await storeDump();
    expect(dump).not.toContain(first.creatorSecret);
    expect(dump).not.toContain(first.token);
    expect(dump).not.toContain(key);
  });

  it('answers another client sending the same key with its own new assessment, never the first one', async () => {
    const key = newKey();
    const mine = await save(key, { client: '198.51.100.20' });
    const theirs = await save(key, { client: '203.0.113.99' });
    expect(theirs.token).not.toBe(mine.token);
    expect(theirs.creatorSecret).not.toBe(mine.creatorSecret);
    expect(await assessmentsWith(theirs.token)).toBe(1);
    // Each still gets their own answer back.
    expect(await save(key, { client: '198.51.100.20' })).toEqual(mine);
    expect(await save(key, { client: '203.0.113.99' })).toEqual(theirs);
  });

  it('binds a key to the logged-in person, whatever network they are on, and to nobody else', async () => {
    const key = newKey();
    const ana = await signedInAccount(stack.db);
    const ben = await signedInAccount(stack.db);
    const anas = await save(key, { client: '192.0.2.1', cookie: ana.cookie });
    // Ana again from another network: the same person, the same answer.
    expect(await save(key, { client: '192.0.2.200', cookie: ana.cookie })).toEqual(anas);
    // Ben on Ana's network, and an anonymous client there: neither gets Ana's assessment.
    const bens = await save(key, { client: '192.0.2.1', cookie: ben.cookie });
    const anonymous = await save(key, { client: '192.0.2.1' });
    expect(new Set([anas.token, bens.token, anonymous.token]).size).toBe(3);
    const owners = await stack.db.query<{ token: string; user_id: string | null }>('select token, user_id from assessments.assessments where token = any($1)', [
      [anas.token, bens.token, anonymous.token],
    ]);
    expect(Object.fromEntries(owners.map((row) => [row.token, row.user_id]))).toEqual({
      [anas.token]: ana.userId,
      [bens.token]: ben.userId,
      [anonymous.token]: null,
    });
  });

  it('answers a retry whose stored answer no longer opens (JOB_SECRET_KEY rotated) with a clear 409, not a 5xx', async () => {
    const key = newKey();
    const client = { client: '198.51.100.44' };
    await save(key, client);
    const assessments = stack.one('assessments');
    await assessments.stop('SIGTERM');
    assessments.env['JOB_SECRET_KEY'] = randomBytes(32).toString('base64');
    await assessments.start();
    const retry = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(), {
      'idempotency-key': key,
      'x-forwarded-for': client.client,
    });
    expect(retry.status, retry.text).toBe(409);
    expect(retry.json).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Idempotency-Key .* no longer be read/) });
    // A new key works with the new seal key.
    await save(newKey(), client);
  });

  it('forgets a key after a day, and clears expired entries away', async () => {
    const key = newKey();
    const client = { client: '198.51.100.33' };
    const old = await save(key, client);
    const aged = `now() - interval '${IDEMPOTENCY_RETENTION_HOURS + 1} hours'`;
    await stack.db.query(`update assessments.idempotency_keys set created_at = ${aged}`);

    // The old key no longer replays: the client gets a new assessment.
    const again = await save(key, client);
    expect(again.token).not.toBe(old.token);
    // Every other entry older than a day went with it; the new one stays.
    const rows = await stack.db.query<{ expired: boolean }>(
      `select created_at < now() - interval '${IDEMPOTENCY_RETENTION_HOURS} hours' as expired from assessments.idempotency_keys`,
    );
    expect(rows).toEqual([{ expired: false }]);
    expect(await save(key, client)).toEqual(again);
  });
});

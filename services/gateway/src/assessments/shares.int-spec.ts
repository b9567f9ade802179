import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_NOTE_MAX_LENGTH, type CreatedShare, type ShareSummary, type SharedWheelView } from '@lifewheel/contracts';
import { sha256Hex } from '@lifewheel/platform';
import { TestStack, defaultAssessmentBody, sessionFor } from '@lifewheel/testing';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';

interface Answer<T = Record<string, unknown>> {
  status: number;
  text: string;
  json: T & { code?: string; details?: { errors: { field: string; messageKey: string }[] } };
}

const [career, finance, health] = DEFAULT_DOMAINS.map((domain) => domain.name) as [string, string, string];

// Through the real gateway, identity and assessments: the assessments service decides who may share,
// and filters the left-out domains out of what a share answers.
describe('sharing results with a coach', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'] });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; secret?: string; cookie?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin: stack.gatewayUrl };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.secret) headers['lifewheel-creator-secret'] = options.secret;
    if (options.cookie) headers['cookie'] = `lw_session=${options.cookie}`;
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: (text ? JSON.parse(text) : {}) as Answer<T>['json'] };
  }

  /** A visitor's assessment: its results token and the creating browser's secret. */
  async function visitorAssessment(): Promise<{ token: string; creatorSecret: string }> {
    const created = await call<{ token: string; creatorSecret: string }>('POST', '/api/assessments', { body: defaultAssessmentBody(3) });
    expect(created.status).toBe(201);
    return created.json;
  }

  async function account(): Promise<{ userId: string; cookie: string }> {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    return { userId, cookie: await sessionFor(stack.db, userId) };
  }

  const share = (token: string, body: Record<string, unknown>, options: { secret?: string; cookie?: string } = {}) =>
    call<CreatedShare>('POST', `/api/assessments/${token}/shares`, { body: { expiresInDays: 30, ...body }, ...options });

  it('sends a coach only the shared domains, in the API answer itself, and counts each opening', async () => {
    const { token, creatorSecret } = await visitorAssessment();
    const created = await share(token, { creatorSecret, domains: [health, career], note: 'Before our session on Tuesday' });
    expect(created.status).toBe(201);
    const { shareToken, share: summary } = created.json;
    expect(shareToken).not.toBe(token);
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // In the wheel's order, whatever order they were chosen in.
    expect(summary.domains).toEqual([career, health]);
    expect(new Date(summary.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);

    const opened = await call<SharedWheelView>('GET', `/api/shared/${shareToken}`);
    expect(opened.status).toBe(200);
    expect(opened.json.wheel.domains.map((domain) => domain.name)).toEqual([career, health]);
    expect(opened.json.results.map((result) => result.domain)).toEqual([career, health]);
    expect(opened.json.note).toBe('Before our session on Tuesday');
    for (const left of DEFAULT_DOMAINS.slice(1).filter((domain) => domain.name !== health)) expect(opened.text).not.toContain(left.name);
    expect(opened.text).not.toContain(token);

    await call('GET', `/api/shared/${shareToken}`);
    const listed = await call<{ shares: ShareSummary[] }>('GET', `/api/assessments/${token}/shares`, { secret: creatorSecret });
    expect(listed.status).toBe(200);
    expect(listed.json.shares).toHaveLength(1);
    expect(listed.json.shares[0]).toMatchObject({ id: summary.id, openCount: 2, revokedAt: null });
    expect(listed.json.shares[0]!.lastOpenedAt).not.toBeNull();

    // Only a hash is stored: no column holds the token itself.
    const [row] = await stack.db.query<Record<string, unknown>>('select * from assessments.shares where id = $1', [summary.id]);
    expect(row!['token_hash']).toBe(sha256Hex(shareToken));
    expect(JSON.stringify(row)).not.toContain(shareToken);
  });

  it('withdraws a revoked share at once (410), and revoking again changes nothing', async () => {
    const { token, creatorSecret } = await visitorAssessment();
    const { shareToken, share: summary } = (await share(token, { creatorSecret, domains: [finance] })).json;
    const revoked = await call<ShareSummary>('DELETE', `/api/assessments/${token}/shares/${summary.id}`, { secret: creatorSecret });
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    const gone = await call('GET', `/api/shared/${shareToken}`);
    expect(gone.status).toBe(410);
    expect(gone.json.details?.errors[0]?.messageKey).toBe('shareWithdrawn');
    expect(gone.text).not.toContain(finance);
    const again = await call<ShareSummary>('DELETE', `/api/assessments/${token}/shares/${summary.id}`, { secret: creatorSecret });
    expect(again.json.revokedAt).toBe(revoked.json.revokedAt);
  });

  it('withdraws an expired share (410) and keeps a share with no expiry', async () => {
    const { token, creatorSecret } = await visitorAssessment();
    const expiring = (await share(token, { creatorSecret, domains: [finance], expiresInDays: 7 })).json;
    const lasting = (await share(token, { creatorSecret, domains: [finance], expiresInDays: null })).json;
    expect(lasting.share.expiresAt).toBeNull();
    await stack.db.query(`update assessments.shares set expires_at = now() - interval '1 second' where id = $1`, [expiring.share.id]);
    expect((await call('GET', `/api/shared/${expiring.shareToken}`)).status).toBe(410);
    expect((await call('GET', `/api/shared/${lasting.shareToken}`)).status).toBe(200);
  });

  it('lets only the maker share, list and revoke: not a wrong secret, not the results link alone, not another account', async () => {
    const { token, creatorSecret } = await visitorAssessment();
    const { share: summary, shareToken } = (await share(token, { creatorSecret, domains: [finance] })).json;
    const stranger = await account();
    for (const options of [{}, { secret: 'not-the-secret' }, { cookie: stranger.cookie }]) {
      const created = await share(token, { domains: [finance], ...(options.secret ? { creatorSecret: options.secret } : {}) }, { ...options });
      expect(created.status).toBe(403);
      expect(created.json.details?.errors[0]?.messageKey).toBe('notOwner');
      expect((await call('GET', `/api/assessments/${token}/shares`, options)).status).toBe(403);
      expect((await call('DELETE', `/api/assessments/${token}/shares/${summary.id}`, options)).status).toBe(403);
    }
    expect((await call('GET', `/api/shared/${shareToken}`)).status).toBe(200);
    // A share of another assessment cannot be revoked through this one.
    const other = await visitorAssessment();
    expect((await call('DELETE', `/api/assessments/${other.token}/shares/${summary.id}`, { secret: other.creatorSecret })).status).toBe(404);
    expect((await call('GET', `/api/shared/${shareToken}`)).status).toBe(200);
  });

  it('lets the owning account share without the browser secret', async () => {
    const owner = await account();
    const created = await call<{ token: string }>('POST', '/api/assessments', { body: defaultAssessmentBody(1), cookie: owner.cookie });
    const token = created.json.token;
    const shared = await share(token, { domains: [career] }, { cookie: owner.cookie });
    expect(shared.status).toBe(201);
    const listed = await call<{ shares: ShareSummary[] }>('GET', `/api/assessments/${token}/shares`, { cookie: owner.cookie });
    expect(listed.json.shares.map((item) => item.id)).toEqual([shared.json.share.id]);
    expect((await call('GET', `/api/assessments/${token}/shares`, { cookie: (await account()).cookie })).status).toBe(403);
  });

  it("tells the results page whose assessment it is, so another person's page never asks for its shares", async () => {
    const owner = await account();
    const token = (await call<{ token: string }>('POST', '/api/assessments', { body: defaultAssessmentBody(1), cookie: owner.cookie })).json.token;
    const yours = async (cookie?: string) => {
      const view = await call<{ yours: boolean; token: string }>('GET', `/api/assessments/${token}`, cookie ? { cookie } : {});
      expect(view.status).toBe(200);
      expect(view.json.token).toBe(token);
      return view.json.yours;
    };
    expect(await yours(owner.cookie)).toBe(true);
    expect(await yours((await account()).cookie)).toBe(false);
    expect(await yours()).toBe(false);
    // A visitor's assessment is nobody's account's, whoever looks.
    expect((await call<{ yours: boolean }>('GET', `/api/assessments/${(await visitorAssessment()).token}`, { cookie: owner.cookie })).json.yours).toBe(false);
  });

  it('refuses bad input with a message a person can act on, never a 500', async () => {
    const { token, creatorSecret } = await visitorAssessment();
    const cases: [Record<string, unknown>, string][] = [
      [{ domains: [] }, 'domainsRequired'],
      [{ domains: ['Astrology'] }, 'domainUnknown'],
      [{ domains: 'Family' }, 'domainsRequired'],
      [{ domains: [finance], expiresInDays: 5 }, 'expiryInvalid'],
      [{ domains: [finance], expiresInDays: '30' }, 'expiryInvalid'],
      [{ domains: [finance], note: 'x'.repeat(SHARE_NOTE_MAX_LENGTH + 1) }, 'noteTooLong'],
    ];
    for (const [body, messageKey] of cases) {
      const answer = await share(token, { creatorSecret, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.details?.errors[0]?.messageKey, JSON.stringify(body)).toBe(messageKey);
    }
    expect((await share('nope', { creatorSecret, domains: [finance] })).status).toBe(400);
    expect((await call('GET', `/api/shared/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await call('GET', '/api/shared/short')).status).toBe(404);
    expect((await call('DELETE', `/api/assessments/${token}/shares/not-a-uuid`, { secret: creatorSecret })).status).toBe(400);
    expect((await call('DELETE', `/api/assessments/${token}/shares/${randomUUID()}`, { secret: creatorSecret })).status).toBe(404);
  });
});

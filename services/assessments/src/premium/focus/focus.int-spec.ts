import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOCUS_MAX_TOOLS,
  JobName,
  QueueName,
  SUGGESTED_GAPS,
  TOOLS_PER_GAP,
  type Focus,
  type FocusReminderEmailJob,
  type FocusSuggestions,
  type PremiumTrends,
} from '@lifewheel/contracts';
import { coachingTools, toolsByDomain } from '@lifewheel/content/coaching-tools';
import { premiumCoachingTool } from '@lifewheel/content/premium';
import { JobQueues, jobSecretKey, openJobSecrets, sealJobSecrets, sha256Hex } from '@lifewheel/platform';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { TEST_REDIS_URL, TestStack, waitFor, signedInAccount } from '@lifewheel/testing';

interface Account {
  userId: string;
  email: string;
  cookie: string;
}

interface Answer {
  status: number;
  json: Record<string, unknown> & { details?: { errors: { field: string; messageKey: string }[] } };
  headers: Headers;
}

const SITE = 'https://wheel.example';
// A reminder "day" of 600 ms: day 7 comes 4.2 s after the start, day 30 after 18 s. Long enough to
// end a focus or stop its reminders first; short enough to watch a reminder come due.
const DAY_MS = 600;

/** Scores of the 12 default domains: `current` given per domain id (else 5), desired 8. */
const wheelBody = (current: Partial<Record<string, number>> = {}) => ({
  responses: DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current: current[domain.id] ?? 5, desired: 8 })),
  language: 'en',
});

const customWheelBody = {
  wheel: {
    name: 'Side wheel',
    domains: [
      { name: 'Running', color: '#123456' },
      { name: 'Sleep', color: '#654321' },
      { name: 'Reading', color: '#abcdef' },
    ],
  },
  responses: [
    { domain: 'Running', current: 2, desired: 9 },
    { domain: 'Sleep', current: 3, desired: 9 },
    { domain: 'Reading', current: 4, desired: 9 },
  ],
  language: 'en',
};

// Through the real gateway, identity (sessions) and assessments (the signed principal, the focus
// tables, the reminder jobs on Redis). No worker runs: the reminder emails stay on the email queue,
// where the test reads them.
describe('the premium loop: suggestions, focus, reminders, re-rates', () => {
  let stack: TestStack;
  let queues: JobQueues;
  let key: Buffer;

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments'],
      envFor: { assessments: { FOCUS_REMINDER_DAY_MS: String(DAY_MS), PUBLIC_URL: SITE }, gateway: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } },
    });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    key = jobSecretKey(stack.baseEnv['JOB_SECRET_KEY']!);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  const account = (premium = true): Promise<Account> => signedInAccount(stack.db, { premium });

  async function call(method: string, path: string, options: { as?: Account; body?: unknown; origin?: boolean } = {}): Promise<Answer> {
    const headers: Record<string, string> = options.origin === false ? {} : { origin: stack.gatewayUrl };
    if (options.as) headers['cookie'] = `lw_session=${options.as.cookie}`;
    // Writes are JSON, an empty object where the route takes nothing (as the web app sends them).
    const body = options.body ?? (method === 'GET' ? undefined : {});
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json = {};
    try {
      json = JSON.parse(text);
    } catch {
      // a redirect or an empty answer
    }
    return { status: response.status, json, headers: response.headers };
  }

  async function saved(owner: Account, body: object, createdAt: Date): Promise<string> {
    const created = await call('POST', '/api/assessments', { as: owner, body });
    expect(created.status).toBe(201);
    const token = created.json['token'] as string;
    await stack.db.query('update assessments.assessments set created_at = $1 where token = $2', [createdAt, token]);
    return token;
  }

  async function started(owner: Account, body: object = {}): Promise<Focus> {
    const answer = await call('POST', '/api/premium/focus', { as: owner, body: { domain: 'friends', approach: 'plan', reminders: false, ...body } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    return answer.json as unknown as Focus;
  }

  const emailJob = (focusId: string, day: number) => queues.queue(QueueName.Email).getJob(`focus-reminder-email-${focusId}-day-${day}`);
  const dueJob = (focusId: string, day: number) => queues.queue(QueueName.Assessments).getJob(`focus-reminder-${focusId}-day-${day}`);
  /** The due job of that day has run (done jobs are removed) and left nothing behind. */
  const dueJobDone = (focusId: string, day: number) =>
    waitFor(async () => (await dueJob(focusId, day)) === undefined, { what: `the day-${day} due job of ${focusId}` });
  const stopHash = async (focusId: string) =>
    (
      await stack.db.query<{ stop_token_hash: string; reminders: boolean }>('select stop_token_hash, reminders from assessments.focuses where id = $1', [
        focusId,
      ])
    )[0]!;

  it('answers every focus API: a visitor 401, a free account 403, a premium account 200', async () => {
    const premium = await account();
    const focus = await started(premium);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/premium/suggestions'],
      ['GET', '/api/premium/focus'],
      ['POST', `/api/premium/focus/${focus.id}/check-ins`, { current: 6 }],
      ['PUT', `/api/premium/focus/${focus.id}/reminders`, { enabled: false }],
      ['POST', `/api/premium/focus/${focus.id}/end`],
      ['POST', '/api/premium/focus', { domain: 'family', approach: 'plan', reminders: false }],
    ];
    const free = await account(false);
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { body })).status, `visitor ${method} ${path}`).toBe(401);
      expect((await call(method, path, { as: free, body })).status, `free ${method} ${path}`).toBe(403);
      expect((await call(method, path, { as: premium, body })).status, `premium ${method} ${path}`).toBe(
        method === 'POST' && !path.endsWith('/end') ? 201 : 200,
      );
    }
  });

  it("answers another account's focus, an unknown id and a malformed id alike: 404", async () => {
    const owner = await account();
    const other = await account();
    const focus = await started(owner);
    for (const id of [focus.id, randomUUID(), 'not-a-uuid', '%27%3B--']) {
      for (const [method, path, body] of [
        ['POST', `/api/premium/focus/${id}/end`, undefined],
        ['PUT', `/api/premium/focus/${id}/reminders`, { enabled: true }],
        ['POST', `/api/premium/focus/${id}/check-ins`, { current: 3 }],
      ] as const) {
        const answer = await call(method, path, { as: other, body });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.json).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // Nothing of it changed, and the other account sees no focus at all.
    const [row] = await stack.db.query<{ ended_at: Date | null }>('select ended_at from assessments.focuses where id = $1', [focus.id]);
    expect(row!.ended_at).toBeNull();
    expect((await call('GET', '/api/premium/focus', { as: other })).json).toEqual({ active: null, past: [] });
  });

  it('refuses bad starts and re-rates with a keyed 400', async () => {
    const premium = await account();
    const tooMany = coachingTools.slice(0, FOCUS_MAX_TOOLS + 1).map((tool) => tool.id);
    const cases: [object, string, string][] = [
      [{ domain: 'astrology', approach: 'plan', reminders: false }, 'domain', 'domainUnknown'],
      [{ domain: 42, approach: 'plan', reminders: false }, 'domain', 'domainUnknown'],
      [{ domain: 'friends', reminders: false }, 'approach', 'approachRequired'],
      [{ domain: 'friends', approach: 'tools', reminders: false }, 'toolIds', 'approachRequired'],
      [{ domain: 'friends', approach: 'tools', toolIds: [], reminders: false }, 'toolIds', 'approachRequired'],
      [{ domain: 'friends', approach: 'tools', toolIds: [coachingTools[0]!.id, 'no-such-tool'], reminders: false }, 'toolIds.1', 'toolUnknown'],
      [{ domain: 'friends', approach: 'tools', toolIds: tooMany, reminders: false }, 'toolIds', 'toolsTooMany'],
      [{ domain: 'friends', approach: 'plan', reminders: 'yes' }, 'reminders', 'remindersNotBoolean'],
      [{ domain: 'friends', approach: 'plan', reminders: true, language: 'xx' }, 'language', 'languageUnknown'],
    ];
    for (const [body, field, messageKey] of cases) {
      const answer = await call('POST', '/api/premium/focus', { as: premium, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.details?.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, messageKey }));
    }
    expect(await stack.db.query('select 1 from assessments.focuses where user_id = $1', [premium.userId])).toHaveLength(0);

    const focus = await started(premium);
    for (const body of [{ current: 0 }, { current: 11 }, { current: 5.5 }, { current: '5' }, {}, { current: 5, desired: 12 }]) {
      const answer = await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.details?.errors[0]?.messageKey, JSON.stringify(body)).toBe('scoreInvalid');
    }
    const reminders = await call('PUT', `/api/premium/focus/${focus.id}/reminders`, { as: premium, body: { enabled: 'on' } });
    expect(reminders.status).toBe(400);
    expect(reminders.json.details?.errors[0]?.messageKey).toBe('remindersNotBoolean');
  });

  it('lets exactly one of concurrent starts win; the others hear focusAlreadyActive (409)', async () => {
    const premium = await account();
    const answers = await Promise.all(
      DEFAULT_DOMAINS.slice(0, 6).map((domain) =>
        call('POST', '/api/premium/focus', { as: premium, body: { domain: domain.id, approach: 'plan', reminders: true } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json).toMatchObject({ code: 'CONFLICT', details: { errors: [{ messageKey: 'focusAlreadyActive' }] } });
    }
    expect(await stack.db.query('select 1 from assessments.focuses where user_id = $1', [premium.userId])).toHaveLength(1);

    // Ended, it makes room for the next one.
    const winner = answers.find((answer) => answer.status === 201)!.json as unknown as Focus;
    expect((await call('POST', `/api/premium/focus/${winner.id}/end`, { as: premium })).status).toBe(200);
    const next = await started(premium, { domain: 'family' });
    const overview = (await call('GET', '/api/premium/focus', { as: premium })).json;
    expect(overview['active']).toMatchObject({ id: next.id, domain: 'family', endedAt: null });
    expect((overview['past'] as Focus[]).map((focus) => focus.id)).toEqual([winner.id]);
  });

  it('suggests tools for the biggest gaps of the newest default wheel, or of a given assessment; a custom wheel has none', async () => {
    const premium = await account();
    expect((await call('GET', '/api/premium/suggestions', { as: premium })).json).toEqual({ assessmentToken: null, gaps: [] });

    const older = await saved(premium, wheelBody({ family: 1 }), new Date('2026-01-01T00:00:00Z'));
    const newest = await saved(premium, wheelBody({ friends: 2, 'physical-health': 3, spirituality: 4, family: 7 }), new Date('2026-02-01T00:00:00Z'));
    // A custom wheel saved later is not "the newest default wheel".
    const custom = await saved(premium, customWheelBody, new Date('2026-03-01T00:00:00Z'));

    const suggestions = (await call('GET', '/api/premium/suggestions', { as: premium })).json as unknown as FocusSuggestions;
    expect(suggestions.assessmentToken).toBe(newest);
    expect(suggestions.gaps).toHaveLength(SUGGESTED_GAPS);
    expect(suggestions.gaps.map((gap) => [gap.domain, gap.current, gap.desired, gap.gap])).toEqual([
      ['friends', 2, 8, 6],
      ['physical-health', 3, 8, 5],
      ['spirituality', 4, 8, 4],
    ]);
    for (const gap of suggestions.gaps) {
      expect(gap.tools.length).toBeGreaterThanOrEqual(TOOLS_PER_GAP);
      // The domain's own tools come first.
      expect(gap.tools.map((tool) => tool.id)).toEqual(
        toolsByDomain(gap.domain)
          .slice(0, gap.tools.length)
          .map((tool) => tool.id),
      );
      for (const tool of gap.tools) {
        expect(Object.keys(tool).sort()).toEqual(['domain', 'id', 'minutes', 'summary', 'title']);
        const body = premiumCoachingTool(tool.id)!;
        expect(JSON.stringify(suggestions)).not.toContain(body.steps[0]);
      }
    }

    const fromOlder = (await call('GET', `/api/premium/suggestions?assessment=${older}`, { as: premium })).json as unknown as FocusSuggestions;
    expect(fromOlder.assessmentToken).toBe(older);
    expect(fromOlder.gaps.map((gap) => gap.domain)[0]).toBe('family');
    expect((await call('GET', `/api/premium/suggestions?assessment=${custom}`, { as: premium })).json).toEqual({ assessmentToken: custom, gaps: [] });
    for (const token of ['nothing-here', 'a'.repeat(64), 'a'.repeat(100)]) {
      expect((await call('GET', `/api/premium/suggestions?assessment=${token}`, { as: premium })).status, token).toBe(404);
    }
  });

  it("starts with the newest default wheel's score as baseline; a re-rate keeps the last desired and moves the trend", async () => {
    const premium = await account();
    await saved(premium, wheelBody({ friends: 3 }), new Date('2026-01-01T00:00:00Z'));
    await saved(premium, wheelBody({ friends: 3 }), new Date('2026-02-01T00:00:00Z'));
    const before = (await call('GET', '/api/premium/trends', { as: premium })).json as unknown as PremiumTrends;
    expect(before.domains.find((trend) => trend.domain === 'friends')!.points.map((point) => point.current)).toEqual([3, 3]);

    const tools = toolsByDomain('friends')
      .slice(0, 2)
      .map((tool) => tool.id);
    const focus = await started(premium, { approach: 'tools', toolIds: [...tools, tools[0]] });
    expect(focus).toMatchObject({ domain: 'friends', approach: 'tools', baseline: { current: 3, desired: 8 }, endedAt: null, checkIns: [] });
    expect(focus.tools.map((tool) => tool.id)).toEqual(tools);
    expect(Date.parse(focus.endsAt) - Date.parse(focus.startedAt)).toBe(30 * 86_400_000);

    // Unchanged twice is "stuck"; the re-rate at 3 makes it so, the one at 6 moves it.
    const same = await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body: { current: 3 } });
    expect(same.status).toBe(201);
    expect(same.json).toMatchObject({ current: 3, desired: 8 });
    const stuck = (await call('GET', '/api/premium/trends', { as: premium })).json as unknown as PremiumTrends;
    expect(stuck.checkIns).toBe(3);
    expect(stuck.domains.find((trend) => trend.domain === 'friends')).toMatchObject({ stuck: true });

    expect((await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body: { current: 6, desired: 9 } })).json).toMatchObject({
      current: 6,
      desired: 9,
    });
    const kept = await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body: { current: 7 } });
    expect(kept.json).toMatchObject({ current: 7, desired: 9 });

    const after = (await call('GET', '/api/premium/trends', { as: premium })).json as unknown as PremiumTrends;
    const friends = after.domains.find((trend) => trend.domain === 'friends')!;
    expect(friends.points.map((point) => [point.current, point.desired])).toEqual([
      [3, 8],
      [3, 8],
      [3, 8],
      [6, 9],
      [7, 9],
    ]);
    expect(friends.stuck).toBe(false);
    // Other domains are untouched by a re-rate of friends.
    expect(after.domains.find((trend) => trend.domain === 'family')!.points).toHaveLength(2);

    // The focus shows its re-rates; a re-rate is still taken after it ended.
    const ended = await call('POST', `/api/premium/focus/${focus.id}/end`, { as: premium });
    expect((ended.json as unknown as Focus).checkIns.map((checkIn) => checkIn.current)).toEqual([3, 6, 7]);
    expect((await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body: { current: 8 } })).status).toBe(201);
  });

  it('without any assessment, the baseline is empty and a re-rate without desired keeps the current', async () => {
    const premium = await account();
    const focus = await started(premium, { domain: 'spirituality' });
    expect(focus.baseline).toBeNull();
    const checkIn = await call('POST', `/api/premium/focus/${focus.id}/check-ins`, { as: premium, body: { current: 4 } });
    expect(checkIn.json).toMatchObject({ current: 4, desired: 4 });
  });

  it('ends idempotently, and refuses to change the reminders of an ended focus (409 focusEnded)', async () => {
    const premium = await account();
    const focus = await started(premium);
    const first = await call('POST', `/api/premium/focus/${focus.id}/end`, { as: premium });
    const second = await call('POST', `/api/premium/focus/${focus.id}/end`, { as: premium });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.json as unknown as Focus).endedAt).toBe((first.json as unknown as Focus).endedAt);
    const reminders = await call('PUT', `/api/premium/focus/${focus.id}/reminders`, { as: premium, body: { enabled: true } });
    expect(reminders.status).toBe(409);
    expect(reminders.json).toMatchObject({ code: 'CONFLICT', details: { errors: [{ messageKey: 'focusEnded' }] } });
  });

  it("writes later reminders in the account's language: a login on a Japanese page moves a German focus's reminders to Japanese", async () => {
    const premium = await account();
    const focus = await started(premium, { domain: 'family', reminders: true, language: 'de' });
    // A real login on /ja/: the link comes sealed in the login email job (no worker runs here).
    const asked = await call('POST', '/api/auth/login', { body: { email: premium.email, language: 'ja' } });
    expect(asked.status).toBe(202);
    const loginJob = await waitFor(
      async () =>
        (await queues.queue(QueueName.Email).getJobs(['waiting'])).find(
          (candidate) =>
            candidate.name === JobName.SendLoginEmail && openJobSecrets(JobName.SendLoginEmail, candidate.data.payload.secrets, key).to === premium.email,
        ),
      { what: 'the login email job' },
    );
    const { link } = openJobSecrets(JobName.SendLoginEmail, loginJob.data.payload.secrets, key);
    expect((await call('POST', '/api/auth/verify', { body: { token: link.split('#token=')[1] } })).status).toBe(200);
    await waitFor(
      async () => (await stack.db.query<{ language: string }>('select language from assessments.focuses where id = $1', [focus.id]))[0]!.language === 'ja',
      {
        what: "the focus to follow the account's language",
      },
    );

    // Day 30 comes well after the change (day 7 might already have been written in German on a slow machine).
    const day30 = await waitFor(() => emailJob(focus.id, 30), { what: 'the day-30 reminder email job', timeoutMs: 30_000 });
    const payload = (day30.data as { payload: FocusReminderEmailJob }).payload;
    expect(payload.language).toBe('ja');
    expect(openJobSecrets(JobName.SendFocusReminderEmail, payload.secrets, key).rerateUrl).toBe(`${SITE}/ja/premium/focus/${focus.id}/rerate`);
  }, 60_000);

  it('sends the day-7 and day-30 reminders to the worker, sealed, with links in the focus language, once each', async () => {
    const premium = await account();
    const focus = await started(premium, { domain: 'physical-health', reminders: true, language: 'de' });
    expect(focus.reminders).toBe(true);

    const job = await waitFor(() => emailJob(focus.id, 7), { what: 'the day-7 reminder email job' });
    expect(job.name).toBe(JobName.SendFocusReminderEmail);
    const payload = (job.data as { payload: FocusReminderEmailJob }).payload;
    expect(payload).toMatchObject({ focusId: focus.id, day: 7, domain: 'physical-health', language: 'de', siteUrl: SITE });
    const secrets = openJobSecrets(JobName.SendFocusReminderEmail, payload.secrets, key);
    const token = secrets.oneClickStopUrl.split('token=')[1]!;
    expect(secrets).toEqual({
      to: premium.email,
      rerateUrl: `${SITE}/de/premium/focus/${focus.id}/rerate`,
      stopUrl: `${SITE}/de/focus-reminders/stop/${token}`,
      oneClickStopUrl: `${SITE}/api/focus-reminders/stop?token=${token}`,
    });
    // Only the token's hash is stored; Redis holds neither the address nor the token in clear.
    expect((await stopHash(focus.id)).stop_token_hash).toBe(sha256Hex(token));
    const email = queues.queue(QueueName.Email);
    const stored = JSON.stringify(await (await email.backend.client).hgetall(email.toKey(job.id!)));
    expect(stored).not.toContain(premium.email);
    expect(stored).not.toContain(token);

    // A redelivered due job queues no second email for that day.
    await dueJobDone(focus.id, 7);
    const again = await queues.enqueue(
      JobName.FocusReminderDue,
      { focusId: focus.id, day: 7, secrets: sealJobSecrets(JobName.FocusReminderDue, { to: premium.email, stopToken: token }, key) },
      { jobId: `redelivery-${randomUUID()}` },
    );
    await waitFor(async () => (await queues.queue(QueueName.Assessments).getJob(again)) === undefined, { what: 'the redelivered due job' });
    const reminders = (await email.getJobs(['waiting', 'delayed', 'active'])).filter((candidate) =>
      candidate.id?.startsWith(`focus-reminder-email-${focus.id}-`),
    );
    expect(reminders.map((candidate) => candidate.id)).toEqual([`focus-reminder-email-${focus.id}-day-7`]);

    const day30 = await waitFor(() => emailJob(focus.id, 30), { what: 'the day-30 reminder email job', timeoutMs: 30_000 });
    expect((day30.data as { payload: FocusReminderEmailJob }).payload).toMatchObject({ focusId: focus.id, day: 30 });
    // Every due job so far ran without an error (a failed one would stay, with its error).
    expect(await queues.queue(QueueName.Assessments).getJobCounts('failed')).toEqual({ failed: 0 });
  }, 60_000);

  it('sends nothing when the focus ended, or its reminders were stopped, before the day', async () => {
    // Each acts right after its start, well before its day 7.
    const endedFirst = await account();
    const ended = await started(endedFirst, { reminders: true });
    expect((await call('POST', `/api/premium/focus/${ended.id}/end`, { as: endedFirst })).status).toBe(200);

    const switchedOff = await account();
    const off = await started(switchedOff, { reminders: true });
    expect((await call('PUT', `/api/premium/focus/${off.id}/reminders`, { as: switchedOff, body: { enabled: false } })).status).toBe(200);

    const stoppedFirst = await account();
    const stopped = await started(stoppedFirst, { reminders: true });
    // The stop link's token is known only to the reminder jobs: this one is taken from the due job's sealed part.
    const due = (await dueJob(stopped.id, 7))!;
    const { stopToken } = openJobSecrets(JobName.FocusReminderDue, (due.data as { payload: { secrets: never } }).payload.secrets, key);
    expect((await call('POST', `/api/focus-reminders/stop?token=${stopToken}`, { origin: false })).status).toBe(200);

    for (const focus of [ended, stopped, off]) await dueJobDone(focus.id, 7);
    for (const focus of [ended, stopped, off]) expect(await emailJob(focus.id, 7), focus.id).toBeUndefined();
  });

  it('sends nothing for a focus whose account was deleted before the day', async () => {
    const premium = await account();
    const focus = await started(premium, { reminders: true });
    const secrets = sealJobSecrets(JobName.AssessmentsAccountDeleted, { email: premium.email }, key);
    const erased = await queues.enqueue(JobName.AssessmentsAccountDeleted, { userId: premium.userId, deletedAt: new Date().toISOString(), secrets });
    await waitFor(async () => (await queues.queue(QueueName.Assessments).getJob(erased)) === undefined, { what: 'the account erased' });
    expect(await stack.db.query('select 1 from assessments.focuses where id = $1', [focus.id])).toHaveLength(0);

    await dueJobDone(focus.id, 7);
    expect(await emailJob(focus.id, 7)).toBeUndefined();
  });

  it('stops by one-click form POST without Origin, by the page, idempotently; a GET never stops; a bad token is 404', async () => {
    const premium = await account();
    const focus = await started(premium, { reminders: true });
    const due = (await dueJob(focus.id, 7))!;
    const { stopToken, to } = openJobSecrets(JobName.FocusReminderDue, (due.data as { payload: { secrets: never } }).payload.secrets, key);
    expect(to).toBe(premium.email);

    // A mail scanner following the link changes nothing: the GET leads to the page with the button.
    const scanned = await call('GET', `/api/focus-reminders/stop?token=${stopToken}`);
    expect(scanned.status).toBe(303);
    expect(scanned.headers.get('location')).toBe(`/focus-reminders/stop/${stopToken}`);
    expect((await stopHash(focus.id)).reminders).toBe(true);

    const oneClick = await fetch(`${stack.gatewayUrl}/api/focus-reminders/stop?token=${stopToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'stopped' });
    expect((await stopHash(focus.id)).reminders).toBe(false);
    // From the page (JSON with our Origin), again: still fine.
    expect((await call('POST', '/api/focus-reminders/stop', { body: { token: stopToken } })).json).toEqual({ status: 'stopped' });

    for (const token of ['x'.repeat(43), 'nonsense']) {
      const bad = await call('POST', '/api/focus-reminders/stop', { body: { token } });
      expect(bad.status).toBe(404);
      expect(bad.json).toMatchObject({ code: 'NOT_FOUND', details: { errors: [{ field: 'token', messageKey: 'stopTokenInvalid' }] } });
    }
    const missing = await call('POST', '/api/focus-reminders/stop', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.details?.errors[0]?.messageKey).toBe('stopTokenInvalid');
    // The other focus routes still need our Origin.
    expect((await call('POST', `/api/premium/focus/${focus.id}/end`, { as: premium, origin: false })).status).toBe(403);

    // The stop page's address holds the token too; no process logs it, in the path or in the query.
    await fetch(`${stack.gatewayUrl}/de/focus-reminders/stop/${stopToken}`);
    await waitFor(() => stack.one('gateway').output.some((line) => line.includes('/de/focus-reminders/stop/[redacted]')), { what: 'the access log line' });
    for (const process of stack.processes) expect(process.output.join('\n'), process.name).not.toContain(stopToken);
  });

  it('queues the reminder days still ahead when reminders are turned on later, with a new stop token', async () => {
    const premium = await account();
    const focus = await started(premium, { reminders: false });
    expect(await dueJob(focus.id, 7)).toBeUndefined();
    const hashBefore = (await stopHash(focus.id)).stop_token_hash;

    const on = await call('PUT', `/api/premium/focus/${focus.id}/reminders`, { as: premium, body: { enabled: true } });
    expect(on.status).toBe(200);
    expect((on.json as unknown as Focus).reminders).toBe(true);
    const { stop_token_hash: hashAfter } = await stopHash(focus.id);
    expect(hashAfter).not.toBe(hashBefore);

    const job = await waitFor(() => emailJob(focus.id, 7), { what: 'the day-7 reminder after turning reminders on' });
    const secrets = openJobSecrets(JobName.SendFocusReminderEmail, (job.data as { payload: FocusReminderEmailJob }).payload.secrets, key);
    expect(sha256Hex(secrets.oneClickStopUrl.split('token=')[1]!)).toBe(hashAfter);
    expect(secrets.rerateUrl).toBe(`${SITE}/premium/focus/${focus.id}/rerate`);
  });

  it('replaces the waiting reminder when reminders go off and on again, so the email carries the stop token that works', async () => {
    const premium = await account();
    const focus = await started(premium, { reminders: true });
    const first = (await dueJob(focus.id, 7))!;
    const { stopToken: oldToken } = openJobSecrets(JobName.FocusReminderDue, (first.data as { payload: { secrets: never } }).payload.secrets, key);
    expect((await call('PUT', `/api/premium/focus/${focus.id}/reminders`, { as: premium, body: { enabled: false } })).status).toBe(200);
    expect((await call('PUT', `/api/premium/focus/${focus.id}/reminders`, { as: premium, body: { enabled: true } })).status).toBe(200);

    const job = await waitFor(() => emailJob(focus.id, 7), { what: 'the day-7 reminder' });
    const secrets = openJobSecrets(JobName.SendFocusReminderEmail, (job.data as { payload: FocusReminderEmailJob }).payload.secrets, key);
    const token = secrets.oneClickStopUrl.split('token=')[1]!;
    expect(token).not.toBe(oldToken);
    expect((await call('POST', '/api/focus-reminders/stop', { body: { token: oldToken } })).status).toBe(404);
    expect((await call('POST', '/api/focus-reminders/stop', { body: { token } })).status).toBe(200);
  });
});

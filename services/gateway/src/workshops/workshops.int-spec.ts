import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  workshopEventsChannel,
  JOIN_CODE_PATTERN,
  MIN_ANSWERS_FOR_AGGREGATE,
  type WorkshopFacilitatorView,
  type WorkshopParticipantView,
  type WorkshopSummary,
} from '@lifewheel/contracts';
import { createRedis } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, sessionFor } from '@lifewheel/testing';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';

interface Answer<T = Record<string, unknown>> {
  status: number;
  text: string;
  json: T & { code?: string; message?: string; details?: { errors: { field: string; messageKey: string }[] } };
}

const participant = () => randomBytes(16).toString('base64url');
const responses = (current: number, desired = 9) => DEFAULT_DOMAINS.map((domain) => ({ domain: domain.name, current, desired }));

/** A server-sent event stream read as it comes: each `view` event's data, in order. */
class EventStreamReader<T> {
  readonly views: T[] = [];
  private readonly controller = new AbortController();
  private waiters: { test: (view: T) => boolean; resolve: (view: T) => void }[] = [];
  status = 0;
  contentType = '';
  ended = false;

  async open(url: string, headers: Record<string, string> = {}): Promise<this> {
    const response = await fetch(url, { headers, signal: this.controller.signal });
    this.status = response.status;
    this.contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body) return this;
    void this.read(response.body.getReader());
    return this;
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'view' && data) {
            const view = JSON.parse(data) as T;
            this.views.push(view);
            this.waiters = this.waiters.filter((waiter) => (waiter.test(view) ? (waiter.resolve(view), false) : true));
          }
          if (event === 'end') this.ended = true;
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  /** The first view (already received or still to come) that passes `test`, within `ms`. */
  next(test: (view: T) => boolean, ms = 5000): Promise<T> {
    const seen = this.views.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such view within ${ms} ms; last: ${JSON.stringify(this.views.at(-1))}`)), ms);
      this.waiters.push({ test, resolve: (view) => (clearTimeout(timer), resolve(view)) });
    });
  }

  close(): void {
    this.controller.abort();
  }
}

// Through two real gateways, identity and assessments: assessments decides who may see a session,
// and each change travels through Redis to whichever gateway holds a screen of it.
describe('workshops', () => {
  let stack: TestStack;
  let gateways: string[];

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'], replicas: { gateway: 2 } });
    gateways = stack.of('gateway').map((gateway) => `http://127.0.0.1:${gateway.probePort}`);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; via?: number } = {},
  ): Promise<Answer<T>> {
    const base = gateways[options.via ?? 0]!;
    // The gateway takes JSON bodies only: a browser's bodiless action sends `{}`.
    if (method === 'POST' && options.body === undefined) options = { ...options, body: {} };
    const headers: Record<string, string> = { origin: base };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers['cookie'] = `lw_session=${options.cookie}`;
    const response = await fetch(`${base}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
    const text = await response.text();
    return { status: response.status, text, json: (text ? JSON.parse(text) : {}) as Answer<T>['json'] };
  }

  async function account(): Promise<string> {
    const userId = randomUUID();
    await stack.db.query('insert into identity.users (id, email) values ($1, $2)', [userId, `${userId.slice(0, 8)}@example.test`]);
    return sessionFor(stack.db, userId);
  }

  async function startSession(cookie: string, body: Record<string, unknown> = {}): Promise<WorkshopFacilitatorView> {
    const created = await call<WorkshopFacilitatorView>('POST', '/api/workshops', { body: { name: 'Team day', language: 'en', ...body }, cookie });
    expect(created.status).toBe(201);
    return created.json;
  }

  const answer = (code: string, id: string, current: number, via = 0) =>
    call<WorkshopParticipantView>('POST', `/api/join/${code}/answer`, { body: { participantId: id, responses: responses(current), language: 'de' }, via });

  it('starts a session with a six-character code, lists it, and needs a login', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    expect(session.code).toMatch(JOIN_CODE_PATTERN);
    expect(session).toMatchObject({ name: 'Team day', status: 'open', joined: 0, finished: 0, aggregate: null });
    expect(session.wheel.domains).toHaveLength(DEFAULT_DOMAINS.length);
    const listed = await call<{ workshops: WorkshopSummary[] }>('GET', '/api/workshops', { cookie });
    expect(listed.json.workshops.map((workshop) => workshop.id)).toEqual([session.id]);
    expect((await call('POST', '/api/workshops', { body: { name: 'x', language: 'en' } })).status).toBe(401);
    const invalid = await call('POST', '/api/workshops', { body: { name: ' ', language: 'xx' }, cookie });
    expect(invalid.status).toBe(400);
    expect(invalid.json.details?.errors.map((error) => error.messageKey).sort()).toEqual(['languageUnknown', 'nameRequired']);
    const badWheel = await call('POST', '/api/workshops', {
      body: { name: 'Custom', language: 'en', wheel: { name: 'W', domains: [{ name: 'A', color: '#000000' }] } },
      cookie,
    });
    expect(badWheel.status).toBe(400);
    expect(badWheel.json.details?.errors[0]?.messageKey).toBe('tooFewDomains');
  });

  it('never sends the aggregate below five answers, to the facilitator or (after the reveal) to phones', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    const phones = Array.from({ length: MIN_ANSWERS_FOR_AGGREGATE }, participant);
    for (const phone of phones) expect((await call('POST', `/api/join/${session.code.toLowerCase()}`, { body: { participantId: phone } })).status).toBe(200);
    for (const [index, phone] of phones.slice(0, 4).entries()) expect((await answer(session.code, phone, index + 2)).status).toBe(200);
    // Re-answering replaces: still four answers.
    expect((await answer(session.code, phones[0]!, 3)).status).toBe(200);
    const four = await call<WorkshopFacilitatorView>('GET', `/api/workshops/${session.id}`, { cookie });
    expect(four.json).toMatchObject({ joined: 5, finished: 4, aggregate: null });
    expect((await call('POST', `/api/workshops/${session.id}/reveal`, { cookie })).status).toBe(200);
    const phoneView = await call<WorkshopParticipantView>('POST', `/api/join/${session.code}`, { body: { participantId: phones[0] } });
    expect(phoneView.json).toMatchObject({ status: 'revealed', answered: true, aggregate: null });
    expect(phoneView.json.responses?.[0]?.current).toBe(3);
    expect(phoneView.text).not.toContain(session.id);

    expect((await answer(session.code, phones[4]!, 8)).status).toBe(200);
    const five = await call<WorkshopFacilitatorView>('GET', `/api/workshops/${session.id}`, { cookie });
    expect(five.json.finished).toBe(5);
    expect(five.json.aggregate?.answers).toBe(5);
    // Current scores 3, 3, 4, 5, 8: median 4, each domain the same.
    expect(five.json.aggregate?.domains[0]).toMatchObject({ current: 4, desired: 9, min: 3, max: 8, gap: 5 });
    expect(five.json.aggregate?.domains[0]?.distribution).toEqual([0, 0, 2, 1, 1, 0, 0, 1, 0, 0]);
    expect(five.json.aggregate?.largestGaps[0]?.gap).toBe(5);
    const revealed = await call<WorkshopParticipantView>('POST', `/api/join/${session.code}`, { body: { participantId: phones[1] } });
    expect(revealed.json.aggregate?.answers).toBe(5);
  });

  it('refuses answers to a closed session with a clear message, and keeps the aggregate after the answers are deleted', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    for (let index = 0; index < 5; index += 1) await answer(session.code, participant(), 5 + index);
    const closed = await call<WorkshopFacilitatorView>('POST', `/api/workshops/${session.id}/close`, { cookie });
    expect(closed.json.status).toBe('closed');
    expect(closed.json.aggregate?.answers).toBe(5);
    const late = await answer(session.code, participant(), 4);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This session has closed, so it no longer takes answers.');
    expect(late.json.details?.errors[0]?.messageKey).toBe('workshopClosed');
    // An unknown code and a malformed answer are the person's to fix, never a 500.
    expect((await call('POST', '/api/join/AAAAAA', { body: {} })).status).toBe(404);
    expect((await call('POST', '/api/join/0O1IL!', { body: {} })).status).toBe(400);
    const open = await startSession(cookie);
    const partial = await call('POST', `/api/join/${open.code}/answer`, { body: { participantId: participant(), responses: responses(5).slice(1) } });
    expect(partial.status).toBe(400);
    expect(partial.json.details?.errors[0]?.messageKey).toBe('missingDomain');

    // Retention: 30 days after closing the individual answers go; the facilitator keeps the aggregate.
    await stack.db.query(`update assessments.workshops set closed_at = now() - interval '31 days' where id = $1`, [session.id]);
    const answersLeft = async () =>
      Number((await stack.db.query<{ count: string }>('select count(*) from assessments.workshop_answers where workshop_id = $1', [session.id]))[0]!.count);
    expect(await answersLeft()).toBe(5);
    expect((await call('GET', '/api/workshops', { cookie })).status).toBe(200);
    expect(await answersLeft()).toBe(0);
    const kept = await call<WorkshopFacilitatorView>('GET', `/api/workshops/${session.id}`, { cookie });
    expect(kept.json).toMatchObject({ status: 'closed', finished: 5 });
    expect(kept.json.aggregate?.answers).toBe(5);
  });

  it('lets no one else read, reveal, close or follow a session (404), and no one logged out (401)', async () => {
    const owner = await account();
    const stranger = await account();
    const session = await startSession(owner);
    for (const [method, path] of [
      ['GET', `/api/workshops/${session.id}`],
      ['POST', `/api/workshops/${session.id}/reveal`],
      ['POST', `/api/workshops/${session.id}/close`],
      ['GET', `/api/workshops/${session.id}/events`],
    ] as const) {
      const refused = await call(method, path, { cookie: stranger });
      expect(refused.status).toBe(404);
      expect(refused.json.details?.errors[0]?.messageKey).toBe('workshopUnknown');
      expect((await call(method, path)).status).toBe(401);
    }
    expect((await call('GET', '/api/workshops/not-a-uuid', { cookie: owner })).status).toBe(400);
    const still = await call<WorkshopFacilitatorView>('GET', `/api/workshops/${session.id}`, { cookie: owner });
    expect(still.json.status).toBe('open');
    expect((await call<{ workshops: unknown[] }>('GET', '/api/workshops', { cookie: stranger })).json.workshops).toEqual([]);
  });

  it('carries an answer stored through one gateway to an SSE client of the other, within a second', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    const screen = await new EventStreamReader<WorkshopFacilitatorView>().open(`${gateways[1]}/api/workshops/${session.id}/events`, {
      cookie: `lw_session=${cookie}`,
    });
    const phone = await new EventStreamReader<WorkshopParticipantView>().open(`${gateways[1]}/api/join/${session.code}/events`);
    try {
      expect(screen.status).toBe(200);
      expect(screen.contentType).toContain('text/event-stream');
      await screen.next((view) => view.finished === 0);
      await phone.next((view) => view.status === 'open');

      const id = participant();
      expect((await call('POST', `/api/join/${session.code}`, { body: { participantId: id }, via: 0 })).status).toBe(200);
      await screen.next((view) => view.joined === 1);
      const sentAt = Date.now();
      await answer(session.code, id, 6, 0);
      await screen.next((view) => view.finished === 1, 1000);
      expect(Date.now() - sentAt).toBeLessThan(1000);

      for (let index = 0; index < 4; index += 1) await answer(session.code, participant(), 5, 0);
      const withGroup = await screen.next((view) => view.aggregate !== null);
      expect(withGroup.finished).toBe(5);
      // A phone's stream carries the status only, until the reveal: the answers sent it nothing new.
      expect(phone.views).toHaveLength(1);
      expect(phone.views.every((view) => view.aggregate === null && !('joined' in view))).toBe(true);
      await call('POST', `/api/workshops/${session.id}/reveal`, { cookie, via: 0 });
      const revealed = await phone.next((view) => view.status === 'revealed');
      expect(revealed.aggregate?.answers).toBe(5);
      expect(JSON.stringify(phone.views)).not.toContain(session.id);
    } finally {
      screen.close();
      phone.close();
    }
    // Once both screens are gone, the gateway no longer listens to the session's channel.
    const redis = createRedis(TEST_REDIS_URL, 'workshops-test');
    try {
      const channel = workshopEventsChannel(stack.redisPrefix, session.id);
      const deadline = Date.now() + 5000;
      let listeners = -1;
      while (Date.now() < deadline) {
        listeners = Number(((await redis.call('PUBSUB', 'NUMSUB', channel)) as [string, number])[1]);
        if (listeners === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(listeners).toBe(0);
    } finally {
      await redis.quit();
    }
  });
  it('answers a stream that asks to come back in 3 s while assessments is down, so EventSource does not give up', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    const assessments = stack.one('assessments');
    await assessments.stop('SIGKILL');
    try {
      // A 503 here would make a browser's EventSource close for good, and the phone miss the reveal.
      for (const [path, headers] of [
        [`/api/join/${session.code}/events`, {}],
        [`/api/workshops/${session.id}/events`, { cookie: `lw_session=${cookie}` }],
      ] as const) {
        const response = await fetch(`${gateways[0]}${path}`, { headers });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(await response.text()).toBe('retry: 3000\n\n');
      }
    } finally {
      await assessments.start();
    }
    const phone = await new EventStreamReader<WorkshopParticipantView>().open(`${gateways[0]}/api/join/${session.code}/events`);
    expect(phone.status).toBe(200);
    await phone.next((view) => view.status === 'open');
    phone.close();
    // What is not passing stays an error: an unknown code is a 404.
    expect((await call('GET', '/api/join/ZZZZZZ/events')).status).toBe(404);
  });

  // Last: it stops the second gateway.
  it('ends its open streams when a gateway shuts down, so browsers reconnect to another replica', async () => {
    const cookie = await account();
    const session = await startSession(cookie);
    const screen = await new EventStreamReader<WorkshopFacilitatorView>().open(`${gateways[1]}/api/workshops/${session.id}/events`, {
      cookie: `lw_session=${cookie}`,
    });
    await screen.next((view) => view.id === session.id);
    const startedAt = Date.now();
    expect(await stack.of('gateway')[1]!.stop()).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.ended).toBe(true);
  });
});

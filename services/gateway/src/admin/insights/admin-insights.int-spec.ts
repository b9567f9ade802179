import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName, type JourneyFunnel } from '@lifewheel/contracts';
import { JobQueues, randomToken } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, waitFor, signedInAccount } from '@lifewheel/testing';
import { gatewayRoutesUnder } from '../admin-routes.js';

const ADMIN_EMAIL = 'ops-admin@example.test';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

// Through the real gateway, identity and observability: observability decides who may read
// /admin/debug's journeys, alerts and settings, from the principal identity signed.
describe('admin insights API access', () => {
  let stack: TestStack;
  let queues: JobQueues;
  const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' };
  const routes = gatewayRoutesUnder('/api/admin/insights');

  beforeAll(async () => {
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'observability'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' },
      envFor: {
        identity: { ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase() },
        observability: { TRACE_UI_URL: 'http://localhost:16686/trace/{traceId}', ALERT_EMAILS: 'jane.doe@example.test' },
      },
    });
    cookies.admin = await session(ADMIN_EMAIL);
    cookies.member = await session('member@example.test');
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  const session = async (email: string) => (await signedInAccount(stack.db, { email })).cookie;

  function get(path: string, as?: keyof typeof cookies): Promise<Response> {
    return fetch(`${stack.gatewayUrl}${path}`, { headers: as ? { cookie: `lw_session=${cookies[as]}` } : {} });
  }

  it('finds the insights routes in the gateway’s router', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'GET /api/admin/insights/config',
      'GET /api/admin/insights/funnel',
      'GET /api/admin/insights/payment-alerts',
    ]);
  });

  it.each(routes.map((route) => [route.path, route] as const))('%s: visitor 401, member 403, admin 200', async (_path, route) => {
    expect(route.method).toBe('GET');
    expect((await get(route.path)).status).toBe(401);
    expect((await get(route.path, 'member')).status).toBe(403);
    const admin = await get(route.path, 'admin');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the trace UI address and the retention defaults', async () => {
    expect(await (await get('/api/admin/insights/config', 'admin')).json()).toEqual({
      traceUiUrl: 'http://localhost:16686/trace/{traceId}',
      retention: { journeyEventsDays: 90, errorLogsDays: 30, healthChecksDays: 30 },
    });
  });

  it('shows both payment rules quiet before any alert, and the recipients masked', async () => {
    const panel = (await (await get('/api/admin/insights/payment-alerts', 'admin')).json()) as Record<string, unknown>;
    expect(panel).toMatchObject({
      recipients: ['j•••@example.test'],
      rules: [
        { rule: 'payment-failures', state: 'quiet', lastFiredAt: null, lastRecoveredAt: null, threshold: 3 },
        { rule: 'no-successful-payment', state: 'quiet', lastFiredAt: null, lastRecoveredAt: null, threshold: 60 },
      ],
    });
    expect(JSON.stringify(panel)).not.toContain('jane.doe');
  });

  it.each([
    ['days=2', 'days', 'daysInvalid'],
    ['days=week', 'days', 'daysInvalid'],
    ['language=xx', 'language', 'languageInvalid'],
    ['device=watch', 'device', 'deviceInvalid'],
  ])('refuses a funnel query with %s as a keyed 400', async (query, field, messageKey) => {
    const answer = await get(`/api/admin/insights/funnel?${query}`, 'admin');
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { code: string; details: { errors: { field: string; messageKey: string }[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.errors).toEqual([expect.objectContaining({ field, messageKey })]);
  });

  it('answers an empty funnel with every step at zero and no data', async () => {
    const funnel = (await (await get('/api/admin/insights/funnel?days=30&language=de&device=mobile', 'admin')).json()) as Record<string, unknown>;
    expect(funnel).toMatchObject({ days: 30, language: 'de', device: 'mobile', hasData: false });
    expect((funnel['steps'] as { sessions: number }[]).map((step) => step.sessions)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  describe('the journeys funnel on seeded events', () => {
    const sessions = { a: randomToken(12), b: randomToken(12), c: randomToken(12), d: randomToken(12), e: randomToken(12) };

    /** As the browser sends it: the gateway adds the device class from the user agent. */
    async function browserEvent(sessionId: string, userAgent: string, language: string, journeyType: string, step: string): Promise<void> {
      const answer = await fetch(`${stack.gatewayUrl}/api/observability/journeys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.gatewayUrl, 'user-agent': userAgent },
        body: JSON.stringify({ sessionId, journeyType, step, language }),
      });
      expect(answer.status).toBe(202);
    }

    async function funnel(query: string): Promise<Record<string, number>> {
      const answer = await get(`/api/admin/insights/funnel?${query}`, 'admin');
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as JourneyFunnel;
      return Object.fromEntries(body.steps.map((step) => [step.step, step.sessions]));
    }

    const assessmentSteps = ['landing', 'assessment-started', 'saved', 'results-viewed', 'downloaded'];

    beforeAll(async () => {
      // a: the whole way on a desktop, in English, with a step that is not part of the funnel.
      for (const step of assessmentSteps) await browserEvent(sessions.a, DESKTOP, 'en', 'assessment', step);
      await browserEvent(sessions.a, DESKTOP, 'en', 'assessment', 'current-half-completed');
      await browserEvent(sessions.a, DESKTOP, 'en', 'premium', 'checkout-started');
      await browserEvent(sessions.a, DESKTOP, 'en', 'premium', 'paid');
      // b: finishes an assessment on a phone in German; assessments also records the save (no device).
      for (const step of assessmentSteps.slice(0, 3)) await browserEvent(sessions.b, IPHONE, 'de', 'assessment', step);
      await queues.enqueue(JobName.RecordJourney, {
        sessionId: sessions.b,
        journeyType: 'assessment',
        step: 'saved',
        stepData: { language: 'de' },
        occurredAt: new Date().toISOString(),
      });
      // c: lands twice (a reload) and leaves.
      await browserEvent(sessions.c, IPHONE, 'de', 'assessment', 'landing');
      await browserEvent(sessions.c, IPHONE, 'de', 'assessment', 'landing');
      // e: opens a results link someone shared, and nothing else.
      await browserEvent(sessions.e, DESKTOP, 'en', 'assessment', 'results-viewed');
      // d: ten days ago, so only in the 30-day funnel.
      for (const step of ['landing', 'assessment-started']) {
        await queues.enqueue(JobName.RecordJourney, {
          sessionId: sessions.d,
          journeyType: 'assessment',
          step,
          language: 'en',
          deviceClass: 'desktop',
          occurredAt: new Date(Date.now() - 10 * 24 * 3600_000).toISOString(),
        });
      }
      await waitFor(async () => (await stack.db.query('select 1 from observability.user_journeys')).length === 17, { what: 'all 17 journey events stored' });
    });

    it('counts each session once per step it reached within the period', async () => {
      expect(await funnel('days=1')).toEqual({
        landing: 3,
        'assessment-started': 2,
        'assessment-finished': 2,
        'results-viewed': 2,
        download: 1,
        'checkout-started': 1,
        paid: 1,
      });
      expect(await funnel('days=30')).toMatchObject({ landing: 4, 'assessment-started': 3, 'assessment-finished': 2 });
    });

    it('filters by device class and by language', async () => {
      expect(await funnel('days=1&device=mobile')).toEqual({
        landing: 2,
        'assessment-started': 1,
        'assessment-finished': 1,
        'results-viewed': 0,
        download: 0,
        'checkout-started': 0,
        paid: 0,
      });
      expect(await funnel('days=7&language=en&device=desktop')).toEqual({
        landing: 1,
        'assessment-started': 1,
        'assessment-finished': 1,
        'results-viewed': 2,
        download: 1,
        'checkout-started': 1,
        paid: 1,
      });
      expect(await funnel('days=30&language=de&device=desktop')).toMatchObject({ landing: 0 });
    });

    it('gives step-to-step conversion and drop-off from the sessions that went on, never above 100%', async () => {
      const body = (await (await get('/api/admin/insights/funnel?days=1', 'admin')).json()) as JourneyFunnel;
      expect(body.hasData).toBe(true);
      // e viewed results without finishing an assessment: counted as a session there, not as a conversion.
      expect(body.steps.slice(0, 5)).toEqual([
        { step: 'landing', sessions: 3, conversion: null, dropOff: null, ofFirst: 1 },
        { step: 'assessment-started', sessions: 2, conversion: 2 / 3, dropOff: 1, ofFirst: 2 / 3 },
        { step: 'assessment-finished', sessions: 2, conversion: 1, dropOff: 0, ofFirst: 2 / 3 },
        { step: 'results-viewed', sessions: 2, conversion: 0.5, dropOff: 1, ofFirst: 1 / 3 },
        { step: 'download', sessions: 1, conversion: 0.5, dropOff: 1, ofFirst: 1 / 3 },
      ]);
      // Filtered alike: on a desktop in English, e's results view does not lift the conversion above 1.
      const desktop = (await (await get('/api/admin/insights/funnel?days=1&language=en&device=desktop', 'admin')).json()) as JourneyFunnel;
      expect(desktop.steps.find((step) => step.step === 'results-viewed')).toEqual({
        step: 'results-viewed',
        sessions: 2,
        conversion: 1,
        dropOff: 0,
        ofFirst: 1,
      });
    });
  });
});

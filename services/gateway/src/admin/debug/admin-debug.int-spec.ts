import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from 'bullmq';
import { JobName, QueueName, TRAFFIC_LATENCY_BOUNDS_MS, type DebugHealth, type DebugTraffic, type ErrorGroupsPage } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { TEST_REDIS_URL, TestStack, waitFor, signedInAccount } from '@lifewheel/testing';
import { gatewayRoutesUnder } from '../admin-routes.js';

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

const ADMIN_EMAIL = 'ops-admin@example.test';

/** Every route of the debug controllers, read from Nest's own metadata: a new one cannot be left out of the table below. */
const debugRoutes = () => gatewayRoutesUnder('/api/admin/debug');

// The real gateway, identity (ADMIN_EMAILS decides who is an admin) and observability, which
// answers every /api/admin/debug request and checks the admin principal itself.
describe('/api/admin/debug through the gateway', () => {
  let stack: TestStack;
  let queues: JobQueues;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'observability'], envFor: { identity: { ADMIN_EMAILS: ADMIN_EMAIL.toUpperCase() } } });
    queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
    admin = await session(ADMIN_EMAIL);
    member = await session('member@example.test');
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.stop();
  });

  const session = async (email: string) => (await signedInAccount(stack.db, { email })).cookie;

  async function call(method: string, path: string, options: { as?: string; body?: unknown } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: stack.gatewayUrl };
    if (options.as) headers['cookie'] = `lw_session=${options.as}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** A failed job on the assessments queue (no assessments process runs here, so a retried one stays waiting). */
  async function failedJob(): Promise<string> {
    const worker = new Worker(
      QueueName.Assessments,
      async () => {
        throw new Error('failed on purpose');
      },
      { connection: { url: TEST_REDIS_URL }, prefix: `${stack.redisPrefix}:bull` },
    );
    try {
      const job = await queues.queue(QueueName.Assessments).add(JobName.FocusReminderDue, { payload: {} }, { attempts: 1, removeOnFail: false });
      await waitFor(() => job.isFailed(), { what: 'the job to fail' });
      return job.id!;
    } finally {
      await worker.close();
    }
  }

  /** An error group, from an error the browser reported. */
  async function errorGroup(): Promise<string> {
    const marker = `Checkout button ${randomUUID()} broke`;
    expect((await call('POST', '/api/observability/errors', { body: { source: 'checkout', message: marker } })).status).toBe(202);
    const groups = await waitFor(
      async () => {
        const page = (await call('GET', '/api/admin/debug/errors', { as: admin })).json as unknown as ErrorGroupsPage;
        return page.groups.find((group) => group.sample.message === marker);
      },
      { what: 'the reported error to be grouped' },
    );
    return groups.id;
  }

  /** Fills a route's parameters with something real, so an admin's request is answered 200. */
  async function concrete(route: { method: string; path: string }): Promise<{ path: string; body?: unknown }> {
    let path = route.path.replace(':queue', QueueName.Assessments);
    if (path.includes(':jobId')) path = path.replace(':jobId', await failedJob());
    if (path.includes(':groupId')) return { path: path.replace(':groupId', await errorGroup()), body: { status: 'resolved' } };
    expect(path, `a sample value for every parameter of ${route.path}`).not.toContain(':');
    // Writes are JSON, as the page sends them (the gateway refuses a write without it).
    return route.method === 'GET' ? { path } : { path, body: {} };
  }

  it('answers a visitor 401, a logged-in non-admin 403 and an admin 200, on every route', async () => {
    const routes = debugRoutes();
    expect(routes.length).toBe(8);
    for (const route of routes) {
      const { path, body } = await concrete(route);
      const options = body === undefined ? {} : { body };
      expect((await call(route.method, path, options)).status, `${route.method} ${route.path} as a visitor`).toBe(401);
      expect((await call(route.method, path, { ...options, as: member })).status, `${route.method} ${route.path} as a member`).toBe(403);
      expect((await call(route.method, path, { ...options, as: admin })).status, `${route.method} ${route.path} as an admin`).toBe(200);
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const docs = (await (await fetch(`${stack.gatewayUrl}/api/docs`)).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const route of debugRoutes()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(docs.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path} in /api/docs`).toBeDefined();
    }
  });

  it('refuses bad input with a clear 4xx, never a 500', async () => {
    expect((await call('GET', '/api/admin/debug/errors?status=gone', { as: admin })).json).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: { errors: [{ field: 'status', messageKey: 'statusInvalid' }] },
    });
    expect((await call('POST', `/api/admin/debug/errors/${randomUUID()}/status`, { as: admin, body: { status: 'fixed' } })).json).toMatchObject({
      details: { errors: [{ field: 'status', messageKey: 'statusInvalid' }] },
    });
    expect((await call('POST', `/api/admin/debug/errors/${randomUUID()}/status`, { as: admin, body: { status: 'resolved' } })).status).toBe(404);
    expect((await call('POST', '/api/admin/debug/errors/not-a-uuid/status', { as: admin, body: { status: 'resolved' } })).status).toBe(400);
    expect((await call('GET', '/api/admin/debug/queues/nope/failed', { as: admin })).status).toBe(404);
    expect((await call('POST', '/api/admin/debug/queues/email/jobs/123/retry', { as: admin, body: {} })).status).toBe(404);
    expect((await call('POST', '/api/admin/debug/queues/email/jobs/123/retry', { as: admin, body: {} })).json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows every process with its replica, version and uptime', async () => {
    const health = (await call('GET', '/api/admin/debug/health', { as: admin })).json as unknown as DebugHealth;
    const running = health.processes.filter((process) => process.status === 'up').map((process) => process.process);
    expect(running.sort()).toEqual(['gateway', 'identity', 'observability']);
    expect(health.processes.find((process) => process.process === 'observability')!.replicas[0]).toMatchObject({ status: 'up', version: expect.any(String) });
    expect(health.postgres.status).toBe('up');
    expect(health.redis.status).toBe('up');
  });

  it('counts traffic per minute in the gateway and flushes one row per service and minute, which the traffic panel reads', async () => {
    for (let i = 0; i < 5; i += 1) expect((await call('GET', '/api/admin/debug/queues', { as: admin })).status).toBe(200);
    expect((await call('GET', '/api/admin/debug/queues')).status).toBe(401);
    // A graceful stop flushes the running minute too; the next gateway carries on.
    const gateway = stack.one('gateway');
    await gateway.stop('SIGTERM');
    const rows = await waitFor(
      async () => {
        const found = await stack.db.query<{ minute: Date; gateway: string; requests: number; errors: number; latency: number[] }>(
          `select * from observability.traffic_minutes where service = 'observability'`,
        );
        return found.length > 0 ? found : null;
      },
      { what: 'the flushed minute' },
    );
    await gateway.start();
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    expect(requests).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.latency).toHaveLength(TRAFFIC_LATENCY_BOUNDS_MS.length + 1);
      expect(row.latency.reduce((sum, count) => sum + count, 0)).toBe(row.requests);
    }
    // One row per service per minute per gateway: the probes and the health report are not traffic.
    const all = await stack.db.query<{ service: string; minute: Date; gateway: string }>('select service, minute, gateway from observability.traffic_minutes');
    expect(new Set(all.map((row) => `${row.service}|${row.minute.toISOString()}|${row.gateway}`)).size).toBe(all.length);
    // Resolving the session cookie asks identity on the side: a logged-in request counts under the service it was for.
    expect(all.filter((row) => row.service === 'identity')).toEqual([]);

    // A redelivered flush adds nothing.
    const [first] = rows;
    await queues.enqueue(JobName.RecordTraffic, {
      gateway: first!.gateway,
      minute: first!.minute.toISOString(),
      services: [{ service: 'observability', requests: 1000, errors: 1000, latency: new Array<number>(TRAFFIC_LATENCY_BOUNDS_MS.length + 1).fill(0) }],
    });
    await waitFor(
      async () => {
        const counts = await queues.queue(QueueName.Observability).getJobCounts('waiting', 'active');
        return counts.waiting === 0 && counts.active === 0;
      },
      { what: 'the redelivery to be handled' },
    );

    const traffic = (await call('GET', '/api/admin/debug/traffic', { as: admin })).json as unknown as DebugTraffic;
    const observability = traffic.services.find((service) => service.service === 'observability')!;
    expect(observability.lastHour.requests).toBe(requests);
    expect(observability.last24Hours.requests).toBe(requests);
    expect(observability.lastHour.errors).toBe(rows.reduce((sum, row) => sum + row.errors, 0));
    expect(observability.lastHour.p95Ms).toEqual(expect.any(Number));
    expect(observability.lastHour.perMinute).toBeCloseTo(requests / 60, 2);
  });
});

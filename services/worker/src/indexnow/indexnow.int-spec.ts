import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INDEXNOW_PAGES_FILE,
  JobName,
  QueueName,
  type IndexNowHistory,
  type IndexNowKeyStatus,
  type IndexNowPage,
  type IndexNowPending,
} from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { IndexNowStandIn } from '@lifewheel/tools/stand-ins';
import { TEST_REDIS_URL, TestStack, signedInAccount, testMailDir, waitFor, type ProcessName } from '@lifewheel/testing';

// IndexNow end to end: the real gateway (key file, admin routes), identity (who is an admin), the
// worker (jobs, batches, history) and the local IndexNow stand-in, which checks our key file
// through the gateway the way the real service does.

const TEST_INDEXNOW_KEY = 'lifewheel-test-key-0123456789';
const ADMIN_EMAIL = 'indexnow-admin@example.test';

/** A web/dist stand-in holding only the pages manifest, which a test rewrites to "change" pages. */
class TestPages {
  readonly dir = mkdtempSync(join(tmpdir(), 'lw-indexnow-'));
  pages: IndexNowPage[];

  constructor(paths: string[]) {
    this.pages = paths.map((path) => ({ path, hash: `v1-${path}` }));
    this.write();
  }

  /** A new build in which these pages' text changed. */
  change(...paths: string[]): void {
    this.pages = this.pages.map((page) => (paths.includes(page.path) ? { path: page.path, hash: `${page.hash}+` } : page));
    this.write();
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private write(): void {
    writeFileSync(join(this.dir, INDEXNOW_PAGES_FILE), JSON.stringify(this.pages));
  }
}

interface Answer {
  status: number;
  json: Record<string, unknown> & { code?: string; jobId?: string; details?: { errors: { field: string; messageKey: string }[] } };
}

const sessionOf = async (stack: TestStack, email: string) => (await signedInAccount(stack.db, { email })).cookie;

async function call(stack: TestStack, method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { origin: stack.gatewayUrl };
  if (options.cookie) headers['cookie'] = `lw_session=${options.cookie}`;
  // Writes are JSON, an empty object when the action takes nothing.
  const body = method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.gatewayUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Answer['json']) : {} };
}

/** Done jobs are removed (DEFAULT_JOB_OPTIONS): gone from the queue means finished. */
function jobDone(queues: JobQueues, jobId: string): Promise<true> {
  return waitFor(async () => (await queues.queue(QueueName.IndexNow).getJob(jobId)) === undefined, {
    what: `IndexNow job ${jobId} to finish`,
    timeoutMs: 30_000,
  });
}

function mailFiles(mailDir: string): string[] {
  try {
    return readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
}

const PATHS = ['/', '/fr', '/assessment', '/fr/assessment', '/coaching-tools'];
const workerEnv = (stack: TestStack, pages: TestPages, standIn: IndexNowStandIn, extra: Record<string, string> = {}) => ({
  WEB_DIST: pages.dir,
  INDEXNOW_ENDPOINT: standIn.endpoint,
  // The address the engines use to fetch the key file: the test's gateway, unless a test says otherwise.
  PUBLIC_URL: extra['PUBLIC_URL'] ?? `http://127.0.0.1:${stack.one('gateway').probePort}`,
  INDEXNOW_BATCH_SIZE: '2',
  INDEXNOW_SUBMIT_ON_START: 'false',
  ALERT_EMAILS: 'ops@example.test',
  ...extra,
});

/** A gateway (serving the key file), a worker and the stand-in, torn down in `stop`. */
interface IndexNowStack {
  standIn: IndexNowStandIn;
  stack: TestStack;
  queues: JobQueues;
  stop(): Promise<void>;
}

async function startIndexNowStack(
  pages: TestPages,
  processes: ProcessName[],
  env: Record<string, string> = {},
  workerExtra: Record<string, string> = {},
): Promise<IndexNowStack> {
  const standIn = new IndexNowStandIn();
  await standIn.start();
  const stack = await TestStack.start({ processes, env: { INDEXNOW_KEY: TEST_INDEXNOW_KEY, ...env } });
  await stack.add('worker', workerEnv(stack, pages, standIn, workerExtra));
  const queues = new JobQueues(TEST_REDIS_URL, stack.redisPrefix);
  return {
    standIn,
    stack,
    queues,
    async stop() {
      await queues.close();
      await stack.stop();
      await standIn.stop();
      pages.remove();
    },
  };
}

describe('IndexNow: submitting through the admin API to the stand-in', () => {
  const pages = new TestPages(PATHS);
  let running: IndexNowStack;
  let standIn: IndexNowStandIn;
  let stack: TestStack;
  let queues: JobQueues;
  let admin: string;
  let member: string;
  let origin: string;

  beforeAll(async () => {
    running = await startIndexNowStack(pages, ['gateway', 'identity'], { ADMIN_EMAILS: ADMIN_EMAIL });
    ({ standIn, stack, queues } = running);
    origin = `http://127.0.0.1:${stack.one('gateway').probePort}`;
    admin = await sessionOf(stack, ADMIN_EMAIL);
    member = await sessionOf(stack, 'member@example.test');
  });
  afterAll(() => running?.stop());

  const history = async () => (await call(stack, 'GET', '/api/admin/indexnow/history', { cookie: admin })).json as unknown as IndexNowHistory;
  const submitChanged = async () => {
    const answer = await call(stack, 'POST', '/api/admin/indexnow/submit-changed', { cookie: admin });
    expect(answer.status).toBe(202);
    await jobDone(queues, answer.json.jobId!);
  };
  const urlsOf = (from: number) => standIn.submissions.slice(from).flatMap((submission) => submission.urlList);

  it('serves the key file exactly as the protocol asks, and the self-test passes through PUBLIC_URL', async () => {
    const response = await fetch(`${stack.gatewayUrl}/${TEST_INDEXNOW_KEY}.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(TEST_INDEXNOW_KEY);
    const status = (await call(stack, 'GET', '/api/admin/indexnow/status', { cookie: admin })).json as unknown as IndexNowKeyStatus;
    expect(status).toMatchObject({
      configured: true,
      keyLocation: `${origin}/${TEST_INDEXNOW_KEY}.txt`,
      selfTest: { passed: true, status: 200, bodyMatches: true },
    });
  });

  it('previews the pending URLs in batches, then submits them: 200 from the key check, every URL accepted', async () => {
    const pending = (await call(stack, 'GET', '/api/admin/indexnow/pending', { cookie: admin })).json as unknown as IndexNowPending;
    expect(pending.total).toBe(5);
    expect(pending.batches.map((batch) => batch.count)).toEqual([2, 2, 1]);
    expect(pending.batches[0]).toMatchObject({ host: new URL(origin).host, first: `${origin}/` });

    const before = standIn.submissions.length;
    await submitChanged();
    const sent = standIn.submissions.slice(before);
    expect(sent.map((submission) => submission.status)).toEqual([200, 200, 200]);
    expect(sent[0]).toMatchObject({ host: new URL(origin).host, key: TEST_INDEXNOW_KEY, keyLocation: `${origin}/${TEST_INDEXNOW_KEY}.txt` });
    expect(urlsOf(before).sort()).toEqual(PATHS.map((path) => `${origin}${path}`).sort());
    const { attempts, urls } = await history();
    expect(attempts.slice(0, 3).map((attempt) => [attempt.status, attempt.meaning, attempt.trigger])).toEqual(Array(3).fill([200, 'received', 'admin']));
    expect(urls.every((url) => url.lastAcceptedAt !== null)).toBe(true);

    // Nothing changed since: nothing is sent again.
    await submitChanged();
    expect(standIn.submissions.length).toBe(before + 3);
  });

  it('counts a 202 as submitted, then a later change goes with a 200', async () => {
    pages.change('/fr/assessment');
    standIn.answerNext({ status: 202 });
    const before = standIn.submissions.length;
    await submitChanged();
    expect(standIn.submissions.slice(before).map((s) => [s.status, s.urlList])).toEqual([[202, [`${origin}/fr/assessment`]]]);
    expect((await history()).attempts[0]).toMatchObject({ status: 202, meaning: 'accepted, key validation pending', urlCount: 1 });

    pages.change('/fr');
    await submitChanged();
    expect(standIn.submissions.slice(before + 1).map((s) => [s.status, s.urlList])).toEqual([[200, [`${origin}/fr`]]]);
    // A changed text in one language resubmitted exactly that page's URL, and nothing else.
    await submitChanged();
    expect(standIn.submissions.length).toBe(before + 2);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    pages.change('/assessment');
    standIn.answerNext({ status: 429, retryAfterSeconds: 2 });
    const before = standIn.submissions.length;
    const answer = await call(stack, 'POST', '/api/admin/indexnow/submit-changed', { cookie: admin });
    await standIn.waitFor((all) => all.length === before + 2 && all[before + 1]!.status !== null);
    const [first, second] = standIn.submissions.slice(before);
    expect([first!.status, second!.status]).toEqual([429, 200]);
    expect(second!.urlList).toEqual(first!.urlList);
    // Honoured: the second request came no sooner than the 2 s the engine asked for.
    expect(second!.at.getTime() - first!.at.getTime()).toBeGreaterThanOrEqual(2000);
    await jobDone(queues, answer.json.jobId!);
    await waitFor(async () => (await history()).attempts[0]?.status === 200, { what: 'the retry in the history' });
    expect((await history()).attempts.slice(0, 2).map((attempt) => [attempt.status, attempt.trigger])).toEqual([
      [200, 'retry'],
      [429, 'admin'],
    ]);
  });

  it('records a 403, never retries it, and alerts ops when two batches in a row are rejected', async () => {
    pages.change('/', '/fr', '/coaching-tools');
    standIn.answerNext({ status: 403 }, { status: 403 });
    const before = standIn.submissions.length;
    const mailDir = testMailDir(stack.redisPrefix);
    await submitChanged();
    expect(standIn.submissions.slice(before).map((s) => s.status)).toEqual([403, 403]);
    const { attempts, urls } = await history();
    expect(attempts.slice(0, 2).map((attempt) => [attempt.status, attempt.meaning])).toEqual(Array(2).fill([403, 'key not valid']));
    const mail = await waitFor(
      () =>
        mailFiles(mailDir)
          .map((file) => readFileSync(join(mailDir, file), 'utf8'))
          .find((text) => text.includes('IndexNow rejected two batches')),
      {
        what: 'the IndexNow alert email',
      },
    );
    expect(mail).toContain('ops@example.test');
    // Not retried, not counted as submitted: still pending.
    const pending = (await call(stack, 'GET', '/api/admin/indexnow/pending', { cookie: admin })).json as unknown as IndexNowPending;
    expect(pending.urls.map((url) => url.url).sort()).toEqual([`${origin}/`, `${origin}/coaching-tools`, `${origin}/fr`].sort());
    expect(urls.find((url) => url.url === `${origin}/coaching-tools`)?.lastAcceptedAt).not.toBeNull();
    expect(standIn.submissions.length).toBe(before + 2);
  });

  it('submits one URL, refuses one the sitemap does not list, and submits everything only when confirmed', async () => {
    const before = standIn.submissions.length;
    const one = await call(stack, 'POST', '/api/admin/indexnow/submit-url', { cookie: admin, body: { path: `${origin}/fr` } });
    expect(one.status).toBe(202);
    await jobDone(queues, one.json.jobId!);
    expect(standIn.submissions.slice(before).map((s) => s.urlList)).toEqual([[`${origin}/fr`]]);

    const unknown = await call(stack, 'POST', '/api/admin/indexnow/submit-url', { cookie: admin, body: { path: '/admin-indexnow' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details?.errors[0]).toMatchObject({ field: 'path', messageKey: 'pathNotListed' });

    const unconfirmed = await call(stack, 'POST', '/api/admin/indexnow/submit-all', { cookie: admin, body: {} });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.details?.errors[0]).toMatchObject({ messageKey: 'confirmRequired' });
    const all = await call(stack, 'POST', '/api/admin/indexnow/submit-all', { cookie: admin, body: { confirm: true } });
    expect(all.status).toBe(202);
    await jobDone(queues, all.json.jobId!);
    expect(urlsOf(before + 1).sort()).toEqual(PATHS.map((path) => `${origin}${path}`).sort());
  });

  describe('authorisation, decided by the worker', () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/indexnow/status'],
      ['GET', '/api/admin/indexnow/pending'],
      ['GET', '/api/admin/indexnow/history'],
      ['POST', '/api/admin/indexnow/submit-changed'],
      ['POST', '/api/admin/indexnow/submit-url', { path: '/fr' }],
      ['POST', '/api/admin/indexnow/submit-all', { confirm: true }],
    ];

    it.each(endpoints)('%s %s: 401 for a visitor, 403 for a member, and never queues a job for them', async (method, path, body) => {
      const before = await queues.queue(QueueName.IndexNow).count();
      const visitor = await call(stack, method, path, { body });
      expect(visitor.status).toBe(401);
      const nonAdmin = await call(stack, method, path, { cookie: member, body });
      expect(nonAdmin.status).toBe(403);
      expect(await queues.queue(QueueName.IndexNow).count()).toBe(before);
    });
  });
});

describe('IndexNow: a worker killed mid-batch', () => {
  const pages = new TestPages(PATHS);
  let running: IndexNowStack;
  let standIn: IndexNowStandIn;
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    running = await startIndexNowStack(pages, ['gateway']);
    ({ standIn, stack, queues } = running);
  });
  afterAll(() => running?.stop());

  it('loses nothing, and submits nothing twice once accepted', async () => {
    const origin = `http://127.0.0.1:${stack.one('gateway').probePort}`;
    // The second of three batches is held open; the worker dies while waiting for its answer.
    const held = standIn.hold(2);
    await queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'admin' }, { jobId: `kill-test-${randomUUID()}` });
    const { submission: unheard, release } = await held;
    await stack.one('worker').stop('SIGKILL');
    release();
    const states = await stack.db.query<{ state: string }>(`select state from worker.indexnow_batches order by seq`);
    expect(states.map((row) => row.state)).toEqual(['accepted', 'open', 'open']);

    // A new worker resumes the open batches on its start.
    await stack.add('worker', workerEnv(stack, pages, standIn, { INDEXNOW_SUBMIT_ON_START: 'true' }));
    await waitFor(
      async () => (await stack.db.query<{ open: string }>(`select count(*) as open from worker.indexnow_batches where state <> 'accepted'`))[0]?.open === '0',
      { what: 'every batch accepted', timeoutMs: 30_000 },
    );
    const accepted = await stack.db.query<{ path: string }>(`select path from worker.indexnow_urls order by path collate "C"`);
    expect(accepted.map((row) => row.path)).toEqual([...PATHS].sort());
    // Every URL accepted exactly once; the one request the dead worker never heard back from was sent again.
    const answered = standIn.submissions
      .filter((submission) => submission !== unheard && submission.status === 200)
      .flatMap((submission) => submission.urlList);
    expect(standIn.submissions.filter((submission) => submission !== unheard).flatMap((submission) => submission.urlList)).toEqual(
      expect.arrayContaining(unheard.urlList),
    );
    expect(answered.sort()).toEqual(PATHS.map((path) => `${origin}${path}`).sort());
    expect(standIn.submissions.length).toBe(4);

    // And a later "submit changed" finds nothing to send.
    const jobId = `after-kill-${randomUUID()}`;
    await queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'admin' }, { jobId });
    await jobDone(queues, jobId);
    expect(standIn.submissions.length).toBe(4);
  }, 120_000);
});

describe('IndexNow: 429 for over an hour', () => {
  const pages = new TestPages(PATHS);
  let running: IndexNowStack;
  let standIn: IndexNowStandIn;
  let stack: TestStack;
  let queues: JobQueues;

  beforeAll(async () => {
    running = await startIndexNowStack(pages, ['gateway']);
    ({ standIn, stack, queues } = running);
  });
  afterAll(() => running?.stop());

  it('alerts ops once the engine has answered nothing but 429 for more than an hour', async () => {
    // The history as an hour of 429s leaves it: the first one 61 minutes ago, none answered since.
    const batchId = randomUUID();
    await stack.db.query(
      `insert into worker.indexnow_batches (id, job_id, seq, kind, trigger, urls, url_count, state, attempts, finished_at)
       values ($1, 'earlier', 0, 'changed', 'start', '[]', 0, 'rejected', 1, now() - interval '61 minutes')`,
      [batchId],
    );
    await stack.db.query(
      `insert into worker.indexnow_attempts (id, batch_id, at, trigger, endpoint, status, latency_ms) values ($1, $2, now() - interval '61 minutes', 'start', 'x', 429, 5)`,
      [randomUUID(), batchId],
    );
    standIn.answerNext({ status: 429, retryAfterSeconds: 600 });
    const jobId = `too-many-${randomUUID()}`;
    await queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'admin' }, { jobId });
    await jobDone(queues, jobId);
    const mailDir = testMailDir(stack.redisPrefix);
    const mail = await waitFor(
      () =>
        mailFiles(mailDir)
          .map((file) => readFileSync(join(mailDir, file), 'utf8'))
          .find((text) => text.includes('IndexNow has answered 429 for over an hour')),
      { what: 'the 429 alert email' },
    );
    expect(mail).toContain('ops@example.test');
    // Waiting as asked (capped at 10 minutes), not sending again meanwhile.
    expect(standIn.submissions.map((submission) => submission.status)).toEqual([429]);
    const [batch] = await stack.db.query<{ state: string; wait: number }>(
      `select state, extract(epoch from next_attempt_at - now()) as wait from worker.indexnow_batches where job_id = $1`,
      [jobId],
    );
    expect(batch?.state).toBe('open');
    expect(Number(batch?.wait)).toBeGreaterThan(500);
  });
});

/**
 * The site as a deploy leaves it while the gateway is not up yet: every request for the key file is
 * answered 503 until `serve()`, then the key, as the gateway serves it. It counts the requests.
 */
class SiteComingUp {
  private readonly server: Server;
  private serving = false;
  keyFetches = 0;

  constructor(private readonly key: string) {
    this.server = createServer((request, response) => {
      if (request.url !== `/${this.key}.txt`) return void response.writeHead(404).end();
      this.keyFetches += 1;
      if (!this.serving) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(this.key);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  serve(): void {
    this.serving = true;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A stack with nothing but a worker whose PUBLIC_URL is `site`, and the stand-in; torn down after `use`. */
async function withWorkerFacing(
  site: SiteComingUp,
  pages: TestPages,
  env: Record<string, string>,
  use: (running: IndexNowStack, publicUrl: string) => Promise<void>,
) {
  const publicUrl = await site.start();
  try {
    const running = await startIndexNowStack(pages, [], {}, { PUBLIC_URL: publicUrl, ...env });
    try {
      await use(running, publicUrl);
    } finally {
      await running.stop();
    }
  } finally {
    await site.stop();
  }
}

describe('IndexNow: a worker that starts before the site serves its key file', () => {
  const attemptsOf = (stack: TestStack) =>
    stack.db.query<{ status: number; trigger: string }>(`select a.status, a.trigger from worker.indexnow_attempts a order by a.at`);

  it('holds the start submission until the key file is served, then sends it once: no 403, nothing rejected', async () => {
    const site = new SiteComingUp(TEST_INDEXNOW_KEY);
    await withWorkerFacing(site, new TestPages(PATHS), { INDEXNOW_SUBMIT_ON_START: 'true' }, async ({ standIn, stack }, publicUrl) => {
      // The worker has looked twice and found no key file: it has sent nothing, so nothing was refused.
      await waitFor(() => site.keyFetches >= 2, { what: 'the worker to look for its key file twice' });
      expect(standIn.submissions).toEqual([]);
      const states = await stack.db.query<{ state: string }>(`select state from worker.indexnow_batches order by seq`);
      expect(states.map((row) => row.state)).toEqual(['open', 'open', 'open']);

      site.serve();
      await standIn.waitFor((all) => all.length === 3 && all.every((submission) => submission.status !== null));
      expect(standIn.submissions.map((submission) => submission.status)).toEqual([200, 200, 200]);
      expect(standIn.submissions.flatMap((submission) => submission.urlList).sort()).toEqual(PATHS.map((path) => `${publicUrl}${path}`).sort());
      await waitFor(async () => (await attemptsOf(stack)).length === 3, { what: 'the three attempts recorded' });
      expect((await attemptsOf(stack)).map((attempt) => [attempt.status, attempt.trigger])).toEqual(Array(3).fill([200, 'start']));
    });
  }, 60_000);

  it("sends all the same once INDEXNOW_KEY_WAIT_MS has passed, and records the engine's 403", async () => {
    const site = new SiteComingUp(TEST_INDEXNOW_KEY);
    await withWorkerFacing(site, new TestPages(['/sv']), { INDEXNOW_KEY_WAIT_MS: '1500' }, async ({ standIn, stack, queues }, publicUrl) => {
      const jobId = `late-${randomUUID()}`;
      await queues.enqueue(JobName.IndexNowSubmitChanged, { trigger: 'admin' }, { jobId });
      await standIn.waitFor((all) => all.length === 1 && all[0]!.status !== null);
      // The stand-in, like an engine, found no key file at the site.
      expect(standIn.submissions[0]).toMatchObject({ status: 403, urlList: [`${publicUrl}/sv`] });
      // The worker looked for the file before the wait ran out, and the engine once more.
      expect(site.keyFetches).toBeGreaterThanOrEqual(2);
      await waitFor(async () => (await attemptsOf(stack)).length === 1, { what: 'the attempt recorded' });
      const [batch] = await stack.db.query<{ state: string; waited: string }>(
        `select b.state, extract(epoch from a.at - b.created_at) * 1000 as waited
         from worker.indexnow_batches b join worker.indexnow_attempts a on a.batch_id = b.id where b.job_id = $1`,
        [jobId],
      );
      expect(batch?.state).toBe('rejected');
      expect(Number(batch?.waited)).toBeGreaterThanOrEqual(1500);
    });
  }, 60_000);
});

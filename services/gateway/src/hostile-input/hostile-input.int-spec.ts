import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStandIn, stripeSignatureHeader } from '@lifewheel/tools/stand-ins';
import { TestStack, defaultAssessmentBody, postJson, sessionFor, signedInAccount, type ManagedProcess } from '@lifewheel/testing';
import { hostileRequest, type HostileRequest, type RequestContext } from './hostile-request.js';
import { operationsOf, takesBody, type Operation } from './openapi-operations.js';
import { RawSender, answerProblem } from './send-request.js';

/**
 * Issue 19, "Hostile input, every endpoint": every operation of the gateway's own /api/docs gets
 * generated requests (shapes, sizes, depth, wrong types, broken encodings, content types, origins,
 * path parameters, query strings, signed in or not). None may answer 5xx, every error must be JSON
 * with a code and a message, and the app must be healthy afterwards. Seeded: FUZZ_SEED repeats a run,
 * FUZZ_RUNS sets the requests per operation.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_126);
const RUNS_PER_OPERATION = Number(process.env['FUZZ_RUNS'] ?? 70);
/** Answers the gateway gives before any handler runs. */
const EDGE_REFUSALS = ['ORIGIN_REFUSED', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'REQUEST_HEADERS_TOO_LARGE', 'MALFORMED_REQUEST'];
const ADMIN_EMAIL = 'fuzz-admin@example.test';

/** Each operation its own stream of cases (the same seed everywhere would send every operation the same mix), still fixed by FUZZ_SEED. */
const seedFor = (operation: Operation) => [...operation.name].reduce((seed, char) => (Math.imul(seed, 31) + char.charCodeAt(0)) | 0, SEED);

const errorLines = (process: ManagedProcess) => process.logs().filter((line) => line['level'] === 'error' || line['level'] === 'fatal');

describe('hostile input on every operation of /api/docs (all six processes)', () => {
  const stripe = new StripeStandIn({ retryDelayMs: 200 });
  let stack: TestStack;
  let sender: RawSender;
  let operations: Operation[];
  let accounts: { userId: string }[];

  beforeAll(async () => {
    console.info(`hostile-input seed ${SEED}, ${RUNS_PER_OPERATION} requests per operation (repeat with FUZZ_SEED=${SEED})`);
    await stripe.start();
    stack = await TestStack.start({
      processes: ['gateway', 'identity', 'assessments', 'billing', 'observability', 'worker'],
      stripe,
      // Far above thousands of requests a minute, so the handlers are reached rather than the limiter.
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_EVENTS_PER_MINUTE: '1000000', ADMIN_EMAILS: ADMIN_EMAIL },
    });
    sender = new RawSender(stack.one('gateway').probePort);
    const document = (await (await fetch(`${stack.gatewayUrl}/api/docs`)).json()) as Parameters<typeof operationsOf>[0];
    operations = operationsOf(document);
    accounts = await Promise.all([signedInAccount(stack.db), signedInAccount(stack.db, { premium: true }), signedInAccount(stack.db, { email: ADMIN_EMAIL })]);
  });
  afterAll(async () => {
    sender?.close();
    await stack?.stop();
    await stripe.stop();
  });

  /** Fresh sessions for each operation: a logout or an account deletion among the generated requests only ends its own. */
  async function contextFor(): Promise<RequestContext> {
    const sessions = await Promise.all(accounts.map((account) => sessionFor(stack.db, account.userId)));
    return {
      ourOrigin: stack.one('gateway').env['PUBLIC_URL']!,
      sessions,
      signers: { 'stripe-signature': (body) => stripeSignatureHeader(body.toString('utf8'), stripe.webhookSecret) },
    };
  }

  const statuses = new Map<string, Map<string, number>>();
  function tally(operation: Operation, answer: { status: number; text: string }) {
    let code = '';
    try {
      code = String((JSON.parse(answer.text) as { code?: unknown }).code ?? '');
    } catch {
      code = '';
    }
    const counts = statuses.get(operation.name) ?? new Map<string, number>();
    const key = `${answer.status}${code ? ` ${code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    statuses.set(operation.name, counts);
  }

  const describeRequest = (request: HostileRequest) =>
    `${request.method} ${request.target.slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 300)} body=${request.bodyKind} ${request.body?.subarray(0, 200).toString('utf8') ?? ''}`;

  it('reads a document with the API in it', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => operation.name)).toContain('POST /api/assessments');
  });

  it('answers every generated request to every operation without a 5xx, and every error as JSON with a code and a message', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const context = await contextFor();
      const result = await fc.check(
        fc.asyncProperty(hostileRequest(operation, context), async (request) => {
          requests += 1;
          const answer = await sender.send(request);
          tally(operation, answer);
          const problem = answerProblem(answer);
          if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`);
        }),
        { seed: seedFor(operation), numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      // Our own words, not fast-check's report: its counterexample can be a 100 KB body.
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${operation.name} (fast-check seed ${result.seed}, path ${result.counterexamplePath}): ${error}`);
      }
    }
    console.info(`hostile-input: ${requests} requests over ${operations.length} operations`);
    for (const [name, counts] of statuses) console.info(name, JSON.stringify(Object.fromEntries(counts)));
    expect(failures, failures.join('\n\n')).toEqual([]);
    // Not only the edge's refusals: every operation's own handler (or its service) answered some.
    const unreached = [...statuses].filter(([, counts]) => [...counts.keys()].every((key) => EDGE_REFUSALS.some((code) => key.endsWith(code))));
    expect(unreached.map(([name]) => name)).toEqual([]);
  }, 300_000);

  it('refuses JSON nested thousands of levels deep on every write as the client’s mistake (400), never as an outage', async () => {
    const context = await contextFor();
    const headers = { origin: context.ourOrigin, cookie: `lw_session=${context.sessions[2]}`, 'content-type': 'application/json' };
    const writes = operations.filter((operation) => takesBody(operation) && operation.bodies.some((body) => body.mediaType === 'application/json'));
    for (const operation of writes) {
      for (const deep of ['['.repeat(5_000) + ']'.repeat(5_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)]) {
        const target = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const answer = await sender.send({ method: operation.method, target, headers, body: Buffer.from(deep), bodyKind: 'deep' });
        expect(answerProblem(answer), operation.name).toBeUndefined();
        expect(answer.status, `${operation.name}: ${answer.text}`).toBe(400);
      }
    }
  });

  it('is healthy afterwards: /api/health is 200, a save reads back, and no process logged an ERROR for a client’s bad input', async () => {
    expect((await fetch(`${stack.gatewayUrl}/api/health`)).status).toBe(200);
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody(7));
    expect(saved.status, saved.text).toBe(201);
    const read = await fetch(`${stack.gatewayUrl}/api/assessments/${String(saved.json['token'])}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { responses: unknown[] }).responses).toHaveLength(12);
    for (const process of stack.processes) expect(errorLines(process), `${process.name} logged errors`).toEqual([]);
  });
});

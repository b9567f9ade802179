import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestStack, defaultAssessmentBody, postJson, waitFor } from '@lifewheel/testing';

describe('gateway HTTP API (gateway, assessments and observability running)', () => {
  let stack: TestStack;
  let url: string;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'observability'], env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
    url = stack.gatewayUrl;
  });
  afterAll(() => stack?.stop());

  it('saves an assessment and returns it by its token with the same scores and gaps', async () => {
    const body = defaultAssessmentBody(4);
    const saved = await postJson(`${url}/api/assessments`, body);
    expect(saved.status).toBe(201);
    expect(String(saved.json['token'])).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(String(saved.json['creatorSecret'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const loaded = await fetch(`${url}/api/assessments/${String(saved.json['token'])}`);
    expect(loaded.status).toBe(200);
    const view = (await loaded.json()) as { responses: unknown[]; results: { domain: string; current: number; desired: number; gap: number }[] };
    expect(view.responses).toEqual(body.responses);
    expect(view.results.map(({ domain, current, desired, gap }) => ({ domain, current, desired, gap }))).toEqual(
      body.responses.map((r) => ({ ...r, gap: r.desired - r.current })),
    );
  });

  it('answers an unknown token with a 404 a person understands', async () => {
    const missing = await fetch(`${url}/api/assessments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: expect.stringMatching(/could not find results/),
    });
  });

  it.each([
    ['wrong types', { responses: 'lots' }, 400, { field: 'responses', message: 'Responses must be a list of scores', messageKey: 'responsesNotList' }],
    [
      'a score of 11',
      { responses: defaultAssessmentBody().responses.map((r, i) => (i === 0 ? { ...r, current: 11 } : r)) },
      400,
      { field: 'responses.0.current', message: 'Scores must be whole numbers from 1 to 10', messageKey: 'scoreOutOfRange' },
    ],
    [
      'a fractional score',
      { responses: defaultAssessmentBody().responses.map((r, i) => (i === 2 ? { ...r, desired: 7.5 } : r)) },
      400,
      { field: 'responses.2.desired', message: 'Scores must be whole numbers from 1 to 10', messageKey: 'scoreOutOfRange' },
    ],
    [
      '13 domains',
      {
        wheel: { name: 'Too many', domains: Array.from({ length: 13 }, (_, i) => ({ name: `Area ${i + 1}`, color: '#336699' })) },
        responses: Array.from({ length: 13 }, (_, i) => ({ domain: `Area ${i + 1}`, current: 5, desired: 6 })),
      },
      400,
      { field: 'wheel.domains', message: 'Maximum 12 domains allowed', messageKey: 'tooManyDomains', params: { max: 12 } },
    ],
    [
      'an empty wheel name',
      {
        wheel: {
          name: ' ',
          domains: [
            { name: 'A', color: '#111111' },
            { name: 'B', color: '#222222' },
            { name: 'C', color: '#333333' },
          ],
        },
        responses: [],
      },
      400,
      { field: 'wheel.name', message: 'Wheel name is required', messageKey: 'wheelNameRequired' },
    ],
    [
      'a bad colour',
      {
        wheel: {
          name: 'Mine',
          domains: [
            { name: 'A', color: 'red' },
            { name: 'B', color: '#222222' },
            { name: 'C', color: '#333333' },
          ],
        },
        responses: [],
      },
      400,
      { field: 'wheel.domains.0.color', message: 'Invalid color format', messageKey: 'invalidColor' },
    ],
    [
      'two domains',
      {
        wheel: {
          name: 'Mine',
          domains: [
            { name: 'A', color: '#111111' },
            { name: 'B', color: '#222222' },
          ],
        },
        responses: [],
      },
      400,
      { field: 'wheel.domains', message: 'At least 3 domains required', messageKey: 'tooFewDomains', params: { min: 3 } },
    ],
    [
      'no rating for a domain',
      { responses: defaultAssessmentBody().responses.slice(1) },
      400,
      { field: 'responses', message: 'Please rate Career & Vocation', messageKey: 'missingDomain', params: { domain: 'Career & Vocation' } },
    ],
  ])('refuses %s with the product message and the key of the rule', async (_label, body, status, fieldError) => {
    const answer = await postJson(`${url}/api/assessments`, body);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ statusCode: status, code: 'VALIDATION_FAILED', error: 'Bad Request' });
    expect(typeof answer.json['requestId']).toBe('string');
    const errors = (answer.json['details'] as { errors: unknown[] }).errors;
    expect(errors).toContainEqual(fieldError);
  });

  it('refuses invalid JSON, a 5 MB body and a non-JSON body with 4xx JSON errors', async () => {
    const invalid = await postJson(`${url}/api/assessments`, '{"responses": [');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });

    const huge = await postJson(`${url}/api/assessments`, JSON.stringify({ responses: [], padding: 'x'.repeat(5 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/too large/) });

    const form = await fetch(`${url}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringMatching(/Content-Type: application\/json/) });

    const forged = await fetch(`${url}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ statusCode: 403, code: 'ORIGIN_REFUSED', requestId: expect.any(String) });
  });

  it('stores a journey event for each save, through the observability queue', async () => {
    const saved = await postJson(`${url}/api/assessments`, { ...defaultAssessmentBody(9), sessionId: `journey-${stack.redisPrefix}` });
    expect(saved.status).toBe(201);
    const rows = await waitFor(
      async () => {
        const found = await stack.db.query<{ step: string; journey_type: string }>(
          'select step, journey_type from observability.user_journeys where session_id = $1',
          [`journey-${stack.redisPrefix}`],
        );
        return found.length > 0 ? found : undefined;
      },
      { what: 'the journey row' },
    );
    expect(rows).toEqual([{ step: 'saved', journey_type: 'assessment' }]);
  });

  it('stores browser error reports and journeys posted to the observability endpoints', async () => {
    const report = await postJson(`${url}/api/observability/errors`, {
      source: 'web',
      message: 'Cannot read properties of undefined',
      url: 'http://localhost/results/SECRETTOKEN123?x=1',
    });
    expect(report.status).toBe(202);
    const stored = await waitFor(
      async () => (await stack.db.query<{ source: string; url: string }>("select source, url from observability.error_logs where source = 'browser:web'"))[0],
      { what: 'the error row' },
    );
    expect(stored).toEqual({ source: 'browser:web', url: 'http://localhost/results/[redacted]?[redacted]' });

    const bad = await postJson(`${url}/api/observability/journeys`, { sessionId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('reports an unexpected service error as an error log and answers a clean 500', async () => {
    // A real fault: the table the service writes to disappears under it.
    await stack.db.query('alter table assessments.assessments rename to assessments_gone');
    try {
      const answer = await postJson(`${url}/api/assessments`, defaultAssessmentBody());
      expect(answer.status).toBe(500);
      expect(answer.json).toMatchObject({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error' });
      expect(JSON.stringify(answer.json)).not.toMatch(/assessments_gone|relation|sql/i);
      const logged = await waitFor(
        async () => (await stack.db.query<{ message: string }>("select message from observability.error_logs where source = 'assessments'"))[0],
        { what: 'the service error row' },
      );
      expect(logged.message).toMatch(/does not exist/);
    } finally {
      await stack.db.query('alter table assessments.assessments_gone rename to assessments');
    }
  });

  it('serves the OpenAPI document, with the error body and every code', async () => {
    type Schema = { required?: string[]; properties: Record<string, { enum?: string[] } & Partial<Schema>> };
    const docs = (await (await fetch(`${url}/api/docs`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: { Error: Schema } };
    };
    expect(docs.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/assessments', '/api/assessments/{token}', '/api/health', '/api/observability/errors']),
    );
    const error = docs.components.schemas.Error;
    expect(error.required).toEqual(expect.arrayContaining(['statusCode', 'code', 'error', 'message', 'requestId']));
    expect(error.properties['code']?.enum).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'ENDPOINT_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL']),
    );
    const fieldError = (error.properties['details'] as Schema).properties['errors'] as { items: Schema };
    expect(fieldError.items.required).toEqual(['field', 'message', 'messageKey']);
  });

  it('answers an unknown API path with a JSON 404, and a known path with the wrong method with a 405', async () => {
    const answer = await fetch(`${url}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ statusCode: 404, code: 'ENDPOINT_NOT_FOUND', error: 'Not Found', requestId: expect.any(String) });

    const wrongMethod = await fetch(`${url}/api/follow-ups`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(await wrongMethod.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', error: 'Method Not Allowed' });
    const withParameter = await fetch(`${url}/api/assessments/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, {
      method: 'PUT',
      headers: { origin: url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withParameter.status).toBe(405);
    expect(withParameter.headers.get('allow')).toBe('GET');
  });

  it('keeps the public schema empty: every table lives in its service schema', async () => {
    const tables = await stack.db.query("select table_name from information_schema.tables where table_schema = 'public'");
    expect(tables).toEqual([]);
    const schemas = await stack.db.query<{ table_schema: string }>(
      "select distinct table_schema from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
    );
    expect(schemas.map((row) => row.table_schema)).toEqual(['assessments', 'billing', 'identity', 'observability', 'worker']);
  });

  it('sends security headers', async () => {
    const answer = await fetch(`${url}/api/docs`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });
});

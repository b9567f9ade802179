import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingTools, toolsByDomain } from '@lifewheel/content/coaching-tools';
import {
  premiumCoachingTool,
  premiumCoachingTools,
  premiumCoachingToolsIn,
  premiumContentLanguage,
  premiumDeepDives,
  premiumPlans,
} from '@lifewheel/content/premium';
import { randomToken } from '@lifewheel/platform';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { TestStack, waitFor, signedInAccount } from '@lifewheel/testing';

/** A logged-in account: its session row is made the way identity makes one (only the token's hash is stored). */
interface Account {
  userId: string;
  cookie: string;
}

interface Answer {
  status: number;
  requestId: string | null;
  json: Record<string, unknown> & { code?: string; details?: { errors: { field: string; messageKey: string }[] } };
}

// Through the real gateway, identity (which resolves the session cookie) and assessments (which
// checks the signed principal): every premium API answers a visitor 401, a free account 403.
describe('premium tools API (gateway -> assessments, real sessions)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'identity', 'assessments'] });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const account = (premium: boolean): Promise<Account> => signedInAccount(stack.db, { premium });

  async function call(method: string, path: string, options: { as?: Account; body?: unknown; idempotencyKey?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: stack.gatewayUrl };
    if (options.as) headers['cookie'] = `lw_session=${options.as.cookie}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, requestId: response.headers.get('x-request-id'), json: text ? JSON.parse(text) : {} };
  }

  const healthTools = toolsByDomain('physical-health');
  const toolId = healthTools[0]!.id;
  const fullTool = premiumCoachingTool(toolId)!;

  it('answers every premium API: a visitor 401, a free account 403, a premium account 200', async () => {
    const premium = await account(true);
    const free = await account(false);
    const note = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: 'first thoughts' } });
    expect(note.status).toBe(201);
    const noteId = note.json['id'] as string;
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/premium/content/tools'],
      ['GET', '/api/premium/content/tools/physical-health'],
      ['PUT', `/api/premium/tools/${toolId}/done`, { done: true }],
      ['GET', `/api/premium/tools/${toolId}/notes`],
      ['POST', `/api/premium/tools/${toolId}/notes`, { body: 'another one' }],
      ['PATCH', `/api/premium/notes/${noteId}`, { body: 'edited' }],
      ['DELETE', `/api/premium/notes/${noteId}`],
    ];
    for (const [method, path, body] of requests) {
      const what = `${method} ${path}`;
      const visitor = await call(method, path, { body });
      expect([what, visitor.status, visitor.json.code]).toEqual([what, 401, 'UNAUTHORIZED']);
      const refused = await call(method, path, { as: free, body });
      expect([what, refused.status, refused.json.code]).toEqual([what, 403, 'FORBIDDEN']);
      const allowed = await call(method, path, { as: premium, body });
      expect([what, allowed.status]).toEqual([what, method === 'POST' ? 201 : 200]);
    }
    // The free account's attempts changed nothing.
    expect(await stack.db.query('select 1 from assessments.tool_progress where user_id = $1', [free.userId])).toEqual([]);
    expect(await stack.db.query('select 1 from assessments.tool_notes where user_id = $1', [free.userId])).toEqual([]);
  });

  it('lists every domain with its tools and opens a domain in full, with the person’s done marks and notes', async () => {
    const premium = await account(true);
    expect((await call('PUT', `/api/premium/tools/${toolId}/done`, { as: premium, body: { done: true } })).status).toBe(200);
    await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: 'Walked twice this week.' } });

    const overview = await call('GET', '/api/premium/content/tools', { as: premium });
    expect(overview.json).toMatchObject({ section: 'tools', domain: null, contentLanguage: 'en' });
    const domains = overview.json['domains'] as { domain: string; tools: { id: string; done: boolean; steps?: unknown }[] }[];
    expect(domains.map((entry) => entry.domain)).toEqual([...DEFAULT_DOMAIN_IDS]);
    const health = domains.find((entry) => entry.domain === 'physical-health')!;
    expect(health.tools.map((tool) => tool.id)).toEqual(healthTools.map((tool) => tool.id));
    expect(health.tools.filter((tool) => tool.done).map((tool) => tool.id)).toEqual([toolId]);
    expect(health.tools[0]!.steps).toBeUndefined();

    // In French where the library is written in French, else in the nearest language it is.
    const page = await call('GET', '/api/premium/content/tools/physical-health?lang=fr', { as: premium });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ section: 'tools', domain: 'physical-health', contentLanguage: premiumContentLanguage('fr') });
    const frenchTool = premiumCoachingTool(toolId, 'fr')!;
    const [first, second] = page.json['tools'] as Record<string, unknown>[];
    expect(first).toMatchObject({
      id: toolId,
      title: frenchTool.title,
      purpose: frenchTool.purpose,
      steps: [...frenchTool.steps],
      prompts: [...frenchTool.prompts],
      method: { name: fullTool.method.name, source: fullTool.method.source },
      minutes: fullTool.minutes,
      done: true,
      doneAt: expect.any(String),
      notes: [{ id: expect.any(String), toolId, body: 'Walked twice this week.', createdAt: expect.any(String), updatedAt: expect.any(String) }],
    });
    expect(second).toMatchObject({ done: false, doneAt: null, notes: [] });
  });

  it('refuses a write without this site’s Origin, as every write', async () => {
    const premium = await account(true);
    const response = await fetch(`${stack.gatewayUrl}/api/premium/tools/${toolId}/done`, {
      method: 'PUT',
      headers: { cookie: `lw_session=${premium.cookie}`, 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ done: true }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'ORIGIN_REFUSED' });
    expect(await stack.db.query('select 1 from assessments.tool_progress where user_id = $1', [premium.userId])).toEqual([]);
  });

  it('marks a tool done and not done idempotently, keeping the first date', async () => {
    const premium = await account(true);
    const mark = (done: unknown) => call('PUT', `/api/premium/tools/${toolId}/done`, { as: premium, body: { done } });
    const first = await mark(true);
    expect(first.json).toEqual({ toolId, done: true, doneAt: expect.any(String) });
    expect((await mark(true)).json).toEqual(first.json);
    expect((await mark(false)).json).toEqual({ toolId, done: false, doneAt: null });
    expect((await mark(false)).json).toEqual({ toolId, done: false, doneAt: null });
    expect(await stack.db.query('select 1 from assessments.tool_progress where user_id = $1', [premium.userId])).toEqual([]);
  });

  it('keeps notes private: edits survive, deletes are final, and another account’s note is a 404', async () => {
    const owner = await account(true);
    const other = await account(true);
    const created = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: owner, body: { body: '  Slept at ten three nights.  ' } });
    expect(created.json).toMatchObject({ toolId, body: 'Slept at ten three nights.' });
    const noteId = created.json['id'] as string;

    const edited = await call('PATCH', `/api/premium/notes/${noteId}`, { as: owner, body: { body: 'Slept at ten four nights.' } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id: noteId, body: 'Slept at ten four nights.', createdAt: created.json['createdAt'] });
    expect(Date.parse(edited.json['updatedAt'] as string)).toBeGreaterThanOrEqual(Date.parse(created.json['createdAt'] as string));
    expect((await call('GET', `/api/premium/tools/${toolId}/notes`, { as: owner })).json).toEqual({ notes: [edited.json] });

    // The other premium account can neither see, edit nor delete it: not found, as if it did not exist.
    expect((await call('GET', `/api/premium/tools/${toolId}/notes`, { as: other })).json).toEqual({ notes: [] });
    for (const [method, body] of [
      ['PATCH', { body: 'mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(method, `/api/premium/notes/${noteId}`, { as: other, body });
      expect([method, refused.status, refused.json.code]).toEqual([method, 404, 'NOT_FOUND']);
    }
    expect((await call('GET', `/api/premium/tools/${toolId}/notes`, { as: owner })).json).toEqual({ notes: [edited.json] });

    expect((await call('DELETE', `/api/premium/notes/${noteId}`, { as: owner })).json).toEqual({ deleted: true });
    expect((await call('DELETE', `/api/premium/notes/${noteId}`, { as: owner })).status).toBe(404);
    expect((await call('PATCH', `/api/premium/notes/${noteId}`, { as: owner, body: { body: 'back?' } })).status).toBe(404);
    expect((await call('GET', `/api/premium/tools/${toolId}/notes`, { as: owner })).json).toEqual({ notes: [] });
  });

  it('creates a note once per Idempotency-Key', async () => {
    const premium = await account(true);
    const key = randomToken(16);
    const send = () => call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: 'Once only' }, idempotencyKey: key });
    const first = await send();
    expect((await send()).json).toEqual(first.json);
    expect(await stack.db.query('select 1 from assessments.tool_notes where user_id = $1', [premium.userId])).toHaveLength(1);
  });

  it('answers bad input 400 with its code and message key, and names nothing that does not exist 404', async () => {
    const premium = await account(true);
    const validation = async (method: string, path: string, body: unknown, field: string, messageKey: string) => {
      const answer = await call(method, path, { as: premium, body });
      expect([path, answer.status, answer.json.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
      expect(answer.json.details?.errors).toEqual([expect.objectContaining({ field, messageKey })]);
    };
    await validation('POST', `/api/premium/tools/${toolId}/notes`, { body: '   ' }, 'body', 'noteRequired');
    await validation('POST', `/api/premium/tools/${toolId}/notes`, {}, 'body', 'noteRequired');
    await validation('POST', `/api/premium/tools/${toolId}/notes`, { body: 'x'.repeat(5001) }, 'body', 'noteTooLong');
    await validation('PUT', `/api/premium/tools/${toolId}/done`, { done: 'yes' }, 'done', 'doneNotBoolean');
    await validation('GET', '/api/premium/content/tools?lang=xx', undefined, 'language', 'languageUnknown');
    // 5000 characters after trimming is fine.
    expect((await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: ` ${'x'.repeat(5000)} ` } })).status).toBe(201);
    const created = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: 'ok' } });
    await validation('PATCH', `/api/premium/notes/${created.json['id'] as string}`, { body: 123 }, 'body', 'noteRequired');

    for (const [method, path, body] of [
      ['GET', '/api/premium/content/recipes'],
      ['GET', '/api/premium/content/tools/astrology'],
      ['GET', '/api/premium/preview/recipes'],
      ['GET', '/api/premium/preview/tools/astrology'],
      ['PUT', '/api/premium/tools/no-such-tool/done', { done: true }],
      ['GET', '/api/premium/tools/no-such-tool/notes'],
      ['POST', '/api/premium/tools/no-such-tool/notes', { body: 'hello' }],
      ['PATCH', '/api/premium/notes/not-a-note-id', { body: 'hello' }],
      ['DELETE', `/api/premium/notes/${randomUUID()}`],
    ] as [string, string, unknown?][]) {
      const answer = await call(method, path, { as: premium, body });
      expect([path, answer.status, answer.json.code, typeof answer.json['message']]).toEqual([path, 404, 'NOT_FOUND', 'string']);
    }
  });

  it('previews a section to anyone, with titles, summaries, minutes and purposes, never a step or a prompt', async () => {
    const section = await call('GET', '/api/premium/preview/tools');
    expect(section.status).toBe(200);
    expect(section.json).toMatchObject({ section: 'tools', domain: null, contentLanguage: 'en' });
    const domains = section.json['domains'] as { domain: string; toolCount: number; tools: Record<string, unknown>[] }[];
    expect(domains.map((entry) => [entry.domain, entry.toolCount])).toEqual(DEFAULT_DOMAIN_IDS.map((id) => [id, toolsByDomain(id).length]));
    expect(Object.keys(domains[0]!.tools[0]!).sort()).toEqual(['id', 'minutes', 'summary', 'title']);

    const domain = await call('GET', '/api/premium/preview/tools/physical-health?lang=de');
    expect(domain.status).toBe(200);
    expect(domain.json['contentLanguage']).toBe(premiumContentLanguage('de'));
    const germanTool = premiumCoachingTool(toolId, 'de')!;
    const tools = (domain.json['domains'] as { tools: Record<string, unknown>[] }[])[0]!.tools;
    expect(tools[0]).toEqual({ id: toolId, title: germanTool.title, summary: germanTool.summary, minutes: fullTool.minutes, purpose: germanTool.purpose });

    const published = JSON.stringify(section.json) + JSON.stringify(domain.json);
    const paidTexts = [...premiumCoachingTools, ...premiumCoachingToolsIn('de').tools].flatMap((tool) => [...tool.steps, ...tool.prompts]);
    expect(paidTexts.length).toBeGreaterThan(500);
    expect(paidTexts.filter((text) => published.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('serves the 30-day plans to premium accounts only, and previews no action or reason', async () => {
    const premium = await account(true);
    const free = await account(false);
    const plan = premiumPlans('en').plans['friends'];
    for (const path of ['/api/premium/content/plans', '/api/premium/content/plans/friends']) {
      expect([path, (await call('GET', path)).status]).toEqual([path, 401]);
      expect([path, (await call('GET', path, { as: free })).status]).toEqual([path, 403]);
    }

    const overview = await call('GET', '/api/premium/content/plans?lang=ja', { as: premium });
    expect(overview.status).toBe(200);
    expect(overview.json).toMatchObject({ section: 'plans', domain: null, contentLanguage: premiumContentLanguage('ja') });
    expect((overview.json['domains'] as { domain: string }[]).map((entry) => entry.domain)).toEqual([...DEFAULT_DOMAIN_IDS]);

    const friends = await call('GET', '/api/premium/content/plans/friends', { as: premium });
    expect(friends.status).toBe(200);
    const weeks = friends.json['weeks'] as { focus: string; why: string; actions: { text: string; tool: { id: string; title: string } | null }[] }[];
    expect(weeks.map((week) => week.focus)).toEqual(plan.weeks.map((week) => week.focus));
    expect(weeks[0]!.actions.map((action) => action.text)).toEqual(plan.weeks[0]!.actions.map((action) => action.text));
    // A named tool comes with its title, so the page can link to it.
    const named = plan.weeks.flatMap((week) => week.actions).filter((action) => action.tool);
    expect(named.length).toBeGreaterThan(0);
    const titles = new Map(coachingTools.map((tool) => [tool.id, tool.title]));
    expect(weeks.flatMap((week) => week.actions).flatMap((action) => (action.tool ? [action.tool] : []))).toEqual(
      named.map((action) => ({ id: action.tool, title: titles.get(action.tool!) })),
    );
    expect(friends.json['reRate']).toBe(plan.reRate);

    const preview = await call('GET', '/api/premium/preview/plans/friends');
    expect(preview.status).toBe(200);
    expect(preview.json['domains']).toEqual([{ domain: 'friends', summary: plan.summary, weekFocuses: plan.weeks.map((week) => week.focus) }]);
    const published = JSON.stringify((await call('GET', '/api/premium/preview/plans')).json) + JSON.stringify(preview.json);
    const paid = Object.values(premiumPlans('en').plans).flatMap((each) =>
      each.weeks.flatMap((week) => [week.why, ...week.actions.map((action) => action.text)]),
    );
    expect(paid.filter((text) => published.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('serves the deep dives to premium accounts only, and previews only the titles of exercises and readings', async () => {
    const premium = await account(true);
    const free = await account(false);
    const deepDive = premiumDeepDives('en').domains['spirituality'];
    for (const path of ['/api/premium/content/deep-dives', '/api/premium/content/deep-dives/spirituality']) {
      expect([path, (await call('GET', path)).status]).toEqual([path, 401]);
      expect([path, (await call('GET', path, { as: free })).status]).toEqual([path, 403]);
    }

    const overview = await call('GET', '/api/premium/content/deep-dives', { as: premium });
    expect(overview.status).toBe(200);
    expect((overview.json['domains'] as { domain: string }[]).map((entry) => entry.domain)).toEqual([...DEFAULT_DOMAIN_IDS]);

    const spirituality = await call('GET', '/api/premium/content/deep-dives/spirituality?lang=ar', { as: premium });
    expect(spirituality.status).toBe(200);
    const arabic = premiumDeepDives('ar');
    const arabicDive = arabic.domains['spirituality'];
    expect(spirituality.json).toMatchObject({ section: 'deep-dives', domain: 'spirituality', contentLanguage: arabic.language, patterns: arabicDive.patterns });
    expect((spirituality.json['exercises'] as { steps: string[] }[]).map((exercise) => exercise.steps)).toEqual(
      arabicDive.exercises.map((exercise) => exercise.steps),
    );
    expect((spirituality.json['research'] as { finding: string }[]).map((note) => note.finding)).toEqual(arabicDive.research.map((note) => note.finding));

    const preview = await call('GET', '/api/premium/preview/deep-dives/spirituality');
    expect(preview.status).toBe(200);
    const [outline] = preview.json['domains'] as { exercises: { title: string }[] }[];
    expect(outline!.exercises.map((exercise) => exercise.title)).toEqual(deepDive.exercises.map((exercise) => exercise.title));
    const published = JSON.stringify((await call('GET', '/api/premium/preview/deep-dives')).json) + JSON.stringify(preview.json);
    const paid = Object.values(premiumDeepDives('en').domains).flatMap((each) => [
      ...Object.values(each.patterns),
      ...each.research.map((note) => note.finding),
      ...each.exercises.flatMap((exercise) => [exercise.purpose, ...exercise.steps, ...exercise.prompts]),
      ...each.obstacles.map((entry) => entry.wayThrough),
    ]);
    expect(paid.filter((text) => published.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
  });

  it('never writes a note’s text into a log line', async () => {
    const premium = await account(true);
    const secret = `note-${randomUUID()}`;
    const created = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: secret } });
    await call('PATCH', `/api/premium/notes/${created.json['id'] as string}`, { as: premium, body: { body: `${secret}-edited` } });
    const refused = await call('POST', `/api/premium/tools/${toolId}/notes`, { as: premium, body: { body: `${secret}${'x'.repeat(5000)}` } });
    expect(refused.status).toBe(400);
    // The access line is written once the answer is sent: wait for the last one before reading the logs.
    const gateway = stack.of('gateway')[0]!;
    await waitFor(() => gateway.logs().some((line) => (line['req'] as { id?: string } | undefined)?.id === refused.requestId), {
      what: 'the last access line',
    });
    for (const process of stack.processes) expect(process.output.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('documents every premium route in the OpenAPI document', async () => {
    const docs = (await (await fetch(`${stack.gatewayUrl}/api/docs`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const methods = (path: string) => Object.keys(docs.paths[path] ?? {}).sort();
    expect(methods('/api/premium/content/{section}')).toEqual(['get']);
    expect(methods('/api/premium/content/{section}/{domain}')).toEqual(['get']);
    expect(methods('/api/premium/preview/{section}')).toEqual(['get']);
    expect(methods('/api/premium/preview/{section}/{domain}')).toEqual(['get']);
    expect(methods('/api/premium/tools/{toolId}/done')).toEqual(['put']);
    expect(methods('/api/premium/tools/{toolId}/notes')).toEqual(['get', 'post']);
    expect(methods('/api/premium/notes/{noteId}')).toEqual(['delete', 'patch']);
  });
});

import { z } from 'zod';
import {
  FOLLOW_UP_KINDS,
  PREMIUM_SECTIONS,
  UNSUBSCRIBE_TOKEN_PATTERN,
  claimAssessmentRequestSchema,
  createShareRequestSchema,
  createWorkshopRequestSchema,
  answerWorkshopRequestSchema,
  createAssessmentRequestSchema,
  createCheckoutRequestSchema,
  createFollowUpRequestSchema,
  deleteAccountRequestSchema,
  errorReportSchema,
  FOCUS_MAX_TOOLS,
  FOCUS_REMINDER_DAYS,
  SUGGESTED_GAPS,
  TOOLS_PER_GAP,
  focusCheckInBodySchema,
  focusRemindersBodySchema,
  startFocusRequestSchema,
  stopFocusRemindersRequestSchema,
  httpErrorBodySchema,
  journeyEventSchema,
  loginRequestSchema,
  loginTokenRequestSchema,
  toolDoneBodySchema,
  toolNoteBodySchema,
  unsubscribeRequestSchema,
  confirmSubscriptionRequestSchema,
} from '@lifewheel/contracts';
import { adminDebugPaths } from './admin-debug-paths.js';

const schema = (zodSchema: z.ZodType) => z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' });

const errorBody = schema(httpErrorBodySchema);

const idempotencyKeyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
  description: 'A retry with the same key and body returns the first result.',
};

const followUpResult = {
  type: 'object',
  required: ['id', 'kind', 'status'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: [...FOLLOW_UP_KINDS] },
    status: { type: 'string', enum: ['received', 'pending-confirmation'] },
  },
};

const unsubscribeTokenParameter = (required: boolean) => ({
  name: 'token',
  in: 'query',
  required,
  schema: { type: 'string', pattern: UNSUBSCRIBE_TOKEN_PATTERN.source },
  description: 'The token of the unsubscribe link in every mailing-list email.',
});

const premiumPathParameters = (...names: ('section' | 'domain' | 'toolId' | 'noteId')[]) =>
  names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'section' ? { type: 'string', enum: [...PREMIUM_SECTIONS] } : { type: 'string', ...(name === 'noteId' ? { format: 'uuid' } : {}) },
    description: {
      section: 'A premium section; one not written yet answers 404 like an unknown one',
      domain: 'A default domain id, e.g. `physical-health`',
      toolId: 'A coaching tool id, e.g. as listed by the tools section',
      noteId: "A note id; another account's note answers 404",
    }[name],
  }));

const languageQuery = {
  name: 'lang',
  in: 'query',
  required: false,
  schema: { type: 'string', default: 'en' },
  description: 'One of the 24 language codes; the long content is English for now (`contentLanguage` says which language the text is in).',
};

const premiumAccess = 'Premium only, decided by the assessments service from the signed principal: 401 without a login, 403 for a free account.';

const toolNote = {
  type: 'object',
  required: ['id', 'toolId', 'body', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    toolId: { type: 'string' },
    body: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

const suggestedTool = {
  type: 'object',
  required: ['id', 'title', 'summary', 'minutes', 'domain'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    summary: { type: 'string', description: 'The public one-line summary; a suggestion never holds the steps' },
    minutes: { type: 'integer' },
    domain: { type: 'string', description: 'The domain whose tools page holds it' },
  },
};

const focusCheckIn = {
  type: 'object',
  required: ['id', 'current', 'desired', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    current: { type: 'integer' },
    desired: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const scorePair = { type: 'object', required: ['current', 'desired'], properties: { current: { type: 'integer' }, desired: { type: 'integer' } } };

const focus = {
  type: 'object',
  required: ['id', 'domain', 'approach', 'tools', 'reminders', 'language', 'startedAt', 'endsAt', 'endedAt', 'baseline', 'checkIns'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    domain: { type: 'string' },
    approach: { type: 'string', enum: ['plan', 'tools'] },
    tools: { type: 'array', items: suggestedTool },
    reminders: { type: 'boolean' },
    language: { type: 'string' },
    startedAt: { type: 'string', format: 'date-time' },
    endsAt: { type: 'string', format: 'date-time' },
    endedAt: { type: ['string', 'null'], format: 'date-time', description: 'Set when the person ended it' },
    baseline: { oneOf: [scorePair, { type: 'null' }], description: "The domain's score in the latest assessment when the focus started" },
    checkIns: { type: 'array', items: focusCheckIn, description: 'Oldest first' },
  },
};

const focusIdParameter = {
  name: 'focusId',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
  description: "A focus id; another account's focus, an unknown or a malformed id answers 404",
};

const focusMessages = 'A refusal names its rule in `details.errors[].messageKey` (a key of FOCUS_MESSAGES), the 409s included.';

const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [String(code), { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
  );

/** The OpenAPI document of the public HTTP API, built from the same zod contracts the services use. */
export function buildOpenApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Lifewheel API', version, description: 'The HTTP API of Lifewheel, the wheel-of-life self-assessment.' },
    paths: {
      '/api/health': {
        get: {
          summary: 'Overall status and each process up or down (cached for a second; details are on /api/admin/debug/health for admins)',
          responses: { '200': { description: 'All up' }, '503': { description: 'Something is down' } },
        },
      },
      '/api/assessments': {
        post: {
          summary: 'Save an assessment',
          parameters: [idempotencyKeyHeader],
          requestBody: { required: true, content: { 'application/json': { schema: schema(createAssessmentRequestSchema) } } },
          responses: {
            '201': {
              description: 'Saved',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['token', 'creatorSecret'],
                    properties: { token: { type: 'string' }, creatorSecret: { type: 'string' } },
                  },
                },
              },
            },
            ...errors(400, 413, 415, 422, 429, 503),
          },
        },
      },
      '/api/assessments/{token}': {
        get: {
          summary: 'An assessment with its wheel, responses, scores and gaps',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The assessment' }, ...errors(404, 503) },
        },
      },
      '/api/assessments/{token}/claim': {
        post: {
          summary: 'Attach an assessment with no owner to the logged-in user (session cookie), with the creator secret only the creating browser holds',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: schema(claimAssessmentRequestSchema) } } },
          responses: { '200': { description: "Claimed (or already this user's)" }, ...errors(400, 401, 403, 404, 409, 429, 503) },
        },
      },
      '/api/assessments/{token}/shares': {
        post: {
          summary: 'Share some domains of an assessment with a coach, through a link of its own (`/{lang}/shared/{shareToken}`), shown only in this answer',
          description:
            'Only the maker may share: the creating browser with `creatorSecret` in the body, or the logged-in account that owns the assessment. Field errors name their rule in `messageKey` (SHARE_MESSAGES in the contracts).',
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: schema(createShareRequestSchema.omit({ token: true })) } } },
          responses: { '201': { description: 'The share and its token' }, ...errors(400, 403, 404, 409, 413, 429, 503) },
        },
        get: {
          summary: "The assessment's shares, with when each was last opened and how often (the maker only)",
          parameters: [
            { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
            {
              name: 'lifewheel-creator-secret',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: 'The creating browser’s secret; without it, the owning account (session cookie)',
            },
          ],
          responses: { '200': { description: '`{ shares }`, newest first' }, ...errors(403, 404, 503) },
        },
      },
      '/api/assessments/{token}/shares/{shareId}': {
        delete: {
          summary: 'Revoke a share at once: its link then answers 410 (revoking again changes nothing)',
          parameters: [
            { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'shareId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'lifewheel-creator-secret', in: 'header', required: false, schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'The share, revoked' }, ...errors(400, 403, 404, 429, 503) },
        },
      },
      '/api/shared/{shareToken}': {
        get: {
          summary: 'What a share shows: only the shared domains, their scores and the note; each call counts as an opening',
          parameters: [{ name: 'shareToken', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The shared wheel' }, ...errors(404, 410, 503) },
        },
      },
      '/api/workshops': {
        post: {
          summary: 'Start a workshop session (logged in): a name, the default wheel or a custom one, and the facilitator’s language',
          description:
            'It gets a six-character join code; participants join at `/{lang}/join/{code}`. Field errors name their rule in `messageKey` (WORKSHOP_MESSAGES, WHEEL_MESSAGES).',
          requestBody: { required: true, content: { 'application/json': { schema: schema(createWorkshopRequestSchema) } } },
          responses: { '201': { description: 'The facilitator’s view of the new session' }, ...errors(400, 401, 413, 415, 429, 503) },
        },
        get: {
          summary: 'The logged-in facilitator’s sessions, newest first',
          responses: { '200': { description: '`{ workshops }`' }, ...errors(401, 503) },
        },
      },
      '/api/workshops/{id}': {
        get: {
          summary: 'The facilitator’s view: joined and finished counts, and the group’s result from 5 answers on (never fewer)',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': { description: 'The session' }, ...errors(400, 401, 404, 503) },
        },
      },
      '/api/workshops/{id}/reveal': {
        post: {
          summary: 'Show the group’s result to the participants (the owner only)',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': { description: 'The session' }, ...errors(400, 401, 404, 415, 503) },
        },
      },
      '/api/workshops/{id}/close': {
        post: {
          summary: 'Close a session: no more answers; the aggregate is kept, individual answers are deleted 30 days later (the owner only)',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': { description: 'The session' }, ...errors(400, 401, 404, 415, 503) },
        },
      },
      '/api/workshops/{id}/events': {
        get: {
          summary: 'Live updates of the facilitator’s view (`text/event-stream`): an `event: view` with the fresh view after each change, a comment every 15 s',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: { '200': { description: 'The event stream' }, ...errors(400, 401, 404, 503) },
        },
      },
      '/api/join/{code}': {
        post: {
          summary: 'A participant opens the join page (counted as joined once per `participantId`): the wheel, the language and the status; no owner data',
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { type: 'object', properties: { participantId: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } } } },
            },
          },
          responses: { '200': { description: 'The participant’s view' }, ...errors(400, 404, 415, 503) },
        },
      },
      '/api/join/{code}/answer': {
        post: {
          summary: 'A participant’s anonymous answer (answering again replaces it); a closed session answers 409',
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: schema(answerWorkshopRequestSchema.omit({ code: true })) } } },
          responses: { '200': { description: 'The participant’s view' }, ...errors(400, 404, 409, 413, 415, 503) },
        },
      },
      '/api/join/{code}/events': {
        get: {
          summary: 'Live updates for a participant (`text/event-stream`): the status, and after the reveal the group’s result',
          parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The event stream' }, ...errors(400, 404, 503) },
        },
      },
      '/api/follow-ups': {
        post: {
          summary: 'Send a "What\'s Next" form: a life question, a success-team request, a mailing-list signup (consent must be true) or pro-tools feedback',
          description:
            'Each field error names the rule that failed in `messageKey` (a key of FOLLOW_UP_MESSAGES in the contracts), so a client translates it without reading the English message. A mailing-list signup subscribes nobody: it answers 202 `pending-confirmation` with the same body for every address (new, on the list, unsubscribed), and emails the address a link to the confirm page (double opt-in), at most once an hour per address and never to an address already on the list.',
          parameters: [idempotencyKeyHeader],
          requestBody: { required: true, content: { 'application/json': { schema: schema(createFollowUpRequestSchema) } } },
          responses: {
            '201': { description: 'Stored (`received`)', content: { 'application/json': { schema: followUpResult } } },
            '202': {
              description: 'A mailing-list signup (`pending-confirmation`): the owner of the address must confirm from the email',
              content: { 'application/json': { schema: followUpResult } },
            },
            ...errors(400, 404, 413, 415, 422, 429, 503),
          },
        },
      },
      '/api/mailing-list/confirm': {
        post: {
          summary: 'Join the mailing list by the token of a confirmation email (the button on /{lang}/mailing-list/confirm/{token})',
          description:
            'Double opt-in: records consent as of now, in the page language `language`, and sends the welcome email. A token works once and for MAILING_LIST_CONFIRM_TTL_DAYS (7) days: an unknown token is 404 `NOT_FOUND`, a used one 409 `LINK_USED`, an expired one 410 `LINK_EXPIRED`; a malformed one 400 with `messageKey` `confirmLinkInvalid`.',
          requestBody: { required: true, content: { 'application/json': { schema: schema(confirmSubscriptionRequestSchema) } } },
          responses: {
            '200': {
              description: 'Subscribed',
              content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'subscribed' } } } } },
            },
            ...errors(400, 404, 409, 410, 413, 415, 503),
          },
        },
      },
      '/api/mailing-list/unsubscribe': {
        post: {
          summary: 'Leave the mailing list (also the RFC 8058 one-click target of the List-Unsubscribe header)',
          description:
            'The token comes in a JSON body or in the query; with the query, the body may be empty or the one-click form `List-Unsubscribe=One-Click`. The answer is the same whether or not the token belongs to a subscriber, and unsubscribing again changes nothing.',
          parameters: [unsubscribeTokenParameter(false)],
          requestBody: {
            required: false,
            content: {
              'application/json': { schema: schema(unsubscribeRequestSchema) },
              'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } },
              'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } },
            },
          },
          responses: {
            '200': {
              description: 'Unsubscribed',
              content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'unsubscribed' } } } } },
            },
            ...errors(400, 413, 415, 503),
          },
        },
        get: {
          summary: 'Changes nothing (mail scanners follow links): sends a browser to the page that asks the person to confirm',
          parameters: [unsubscribeTokenParameter(true)],
          responses: { '303': { description: 'To /unsubscribe/{token}' }, ...errors(400) },
        },
      },
      '/api/premium/assessments': {
        get: {
          summary: "One page of the logged-in premium user's saved assessments, newest first, each with the change in every domain since the previous one",
          description: `${premiumAccess} Pages of PREMIUM_HISTORY_PAGE_SIZE (20); paging by date and id, so a new save never shifts a page. A malformed cursor is a 400 whose \`messageKey\` is \`cursorInvalid\`.`,
          parameters: [
            {
              name: 'cursor',
              in: 'query',
              required: false,
              schema: { type: 'string' },
              description: 'The `nextCursor` of the previous page; without it, the newest page',
            },
          ],
          responses: {
            '200': {
              description:
                '`{ assessments: [{ token, createdAt, wheelName, results, changes }], nextCursor }`; `changes` is null for the first one, `nextCursor` null on the last page',
            },
            ...errors(400, 401, 403, 503),
          },
        },
      },
      '/api/premium/trends': {
        get: {
          summary: "Each default domain's scores over the person's check-ins of the default wheel (custom wheels left out), with a stuck flag",
          description: `${premiumAccess} \`stuck\` is true when the domain's last three current scores are the same.`,
          responses: {
            '200': {
              description:
                '`{ checkIns, domains: [{ domain, points: [{ createdAt, current, desired }], stuck }] }`, the 12 domains in wheel order, points oldest first',
            },
            ...errors(401, 403, 503),
          },
        },
      },
      '/api/premium/content/{section}': {
        get: {
          summary:
            'A premium section: per domain, what it holds (for `tools`: each tool with id, title, summary, minutes, domains and whether the person has done it)',
          description: premiumAccess,
          parameters: [...premiumPathParameters('section'), languageQuery],
          responses: {
            '200': { description: '`{ section, domain: null, contentLanguage, domains: [{ domain, tools }] }`' },
            ...errors(400, 401, 403, 404, 503),
          },
        },
      },
      '/api/premium/content/{section}/{domain}': {
        get: {
          summary:
            "A premium section's content for one domain (for `tools`: every tool in full: purpose, steps, prompts, method, minutes, done, the person's notes)",
          description: premiumAccess,
          parameters: [...premiumPathParameters('section', 'domain'), languageQuery],
          responses: {
            '200': {
              description:
                '`{ section, domain, contentLanguage, tools: [{ id, title, summary, minutes, domains, purpose, steps, prompts, method, done, doneAt, notes }] }`',
            },
            ...errors(400, 401, 403, 404, 503),
          },
        },
      },
      '/api/premium/preview/{section}': {
        get: {
          summary: 'What a premium section holds, with a preview written to be public (for `tools`: titles, summaries and minutes; never a step or a prompt)',
          description: 'Anyone may read it: this is what a visitor or a free account sees of a premium page.',
          parameters: [...premiumPathParameters('section'), languageQuery],
          responses: {
            '200': { description: '`{ section, domain: null, contentLanguage, domains: [{ domain, toolCount, tools }] }`' },
            ...errors(400, 404, 503),
          },
        },
      },
      '/api/premium/preview/{section}/{domain}': {
        get: {
          summary: "One domain's public preview of a premium section (for `tools`: also each tool's purpose; never a step or a prompt)",
          parameters: [...premiumPathParameters('section', 'domain'), languageQuery],
          responses: { '200': { description: '`{ section, domain, contentLanguage, domains: [{ domain, toolCount, tools }] }`' }, ...errors(400, 404, 503) },
        },
      },
      '/api/premium/tools/{toolId}/done': {
        put: {
          summary: 'Mark a coaching tool done or not done (idempotent; marking it done again keeps the first date)',
          description: premiumAccess,
          parameters: premiumPathParameters('toolId'),
          requestBody: { required: true, ...json(schema(toolDoneBodySchema)) },
          responses: {
            '200': {
              description: "The tool's progress",
              ...json({
                type: 'object',
                required: ['toolId', 'done', 'doneAt'],
                properties: { toolId: { type: 'string' }, done: { type: 'boolean' }, doneAt: { type: ['string', 'null'], format: 'date-time' } },
              }),
            },
            ...errors(400, 401, 403, 404, 415, 429, 503),
          },
        },
      },
      '/api/premium/tools/{toolId}/notes': {
        get: {
          summary: "The person's private notes on a tool, oldest first",
          description: premiumAccess,
          parameters: premiumPathParameters('toolId'),
          responses: {
            '200': { description: 'The notes', ...json({ type: 'object', required: ['notes'], properties: { notes: { type: 'array', items: toolNote } } }) },
            ...errors(401, 403, 404, 503),
          },
        },
        post: {
          summary: 'Write a private note on a tool (1 to 5000 characters after trimming); only its author ever reads it',
          description: `${premiumAccess} A field error names its rule in \`messageKey\` (a key of PREMIUM_CONTENT_MESSAGES).`,
          parameters: [...premiumPathParameters('toolId'), idempotencyKeyHeader],
          requestBody: { required: true, ...json(schema(toolNoteBodySchema)) },
          responses: { '201': { description: 'The note', ...json(toolNote) }, ...errors(400, 401, 403, 404, 413, 415, 422, 429, 503) },
        },
      },
      '/api/premium/notes/{noteId}': {
        patch: {
          summary: 'Edit one of your notes',
          description: `${premiumAccess} Another account's note answers 404.`,
          parameters: premiumPathParameters('noteId'),
          requestBody: { required: true, ...json(schema(toolNoteBodySchema)) },
          responses: { '200': { description: 'The edited note', ...json(toolNote) }, ...errors(400, 401, 403, 404, 413, 415, 429, 503) },
        },
        delete: {
          summary: 'Delete one of your notes',
          description: `${premiumAccess} Another account's note, or one already deleted, answers 404.`,
          parameters: premiumPathParameters('noteId'),
          responses: { '200': { description: '`{ deleted: true }`' }, ...errors(401, 403, 404, 429, 503) },
        },
      },
      '/api/premium/suggestions': {
        get: {
          summary: `Tools for the biggest gaps (at most ${SUGGESTED_GAPS}, each with at least ${TOOLS_PER_GAP} tools, best fitting first)`,
          description: `${premiumAccess} From the assessment of \`assessment\` (a results token; 404 when it names none), or else from the person's newest assessment of the default wheel. A custom wheel has no tools: its gaps are empty.`,
          parameters: [{ name: 'assessment', in: 'query', required: false, schema: { type: 'string' }, description: "An assessment's results token" }],
          responses: {
            '200': {
              description: 'The gaps, biggest first',
              ...json({
                type: 'object',
                required: ['assessmentToken', 'gaps'],
                properties: {
                  assessmentToken: { type: ['string', 'null'] },
                  gaps: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['domain', 'current', 'desired', 'gap', 'tools'],
                      properties: {
                        domain: { type: 'string' },
                        current: { type: 'integer' },
                        desired: { type: 'integer' },
                        gap: { type: 'integer' },
                        tools: { type: 'array', items: suggestedTool },
                      },
                    },
                  },
                },
              }),
            },
            ...errors(401, 403, 404, 503),
          },
        },
      },
      '/api/premium/focus': {
        get: {
          summary: "The person's running 30-day focus and the ended ones (newest first, at most 20)",
          description: premiumAccess,
          responses: {
            '200': {
              description: 'The focuses',
              ...json({
                type: 'object',
                required: ['active', 'past'],
                properties: { active: { oneOf: [focus, { type: 'null' }] }, past: { type: 'array', items: focus } },
              }),
            },
            ...errors(401, 403, 503),
          },
        },
        post: {
          summary: `Start a 30-day focus on one domain, with its plan or with 1 to ${FOCUS_MAX_TOOLS} chosen tools`,
          description: `${premiumAccess} One focus at a time: while one runs, another start answers 409 \`focusAlreadyActive\`. With \`reminders\`, emails go out on days ${FOCUS_REMINDER_DAYS.join(' and ')}, in \`language\`, each with a re-rate link and a one-click stop. ${focusMessages}`,
          parameters: [idempotencyKeyHeader],
          requestBody: { required: true, ...json(schema(startFocusRequestSchema)) },
          responses: { '201': { description: 'The focus', ...json(focus) }, ...errors(400, 401, 403, 409, 413, 415, 422, 429, 503) },
        },
      },
      '/api/premium/focus/{focusId}/end': {
        post: {
          summary: 'End a focus; ending an ended one changes nothing',
          description: premiumAccess,
          parameters: [focusIdParameter],
          responses: { '200': { description: 'The ended focus', ...json(focus) }, ...errors(401, 403, 404, 429, 503) },
        },
      },
      '/api/premium/focus/{focusId}/reminders': {
        put: {
          summary: "Turn a focus's reminder emails on or off; turning them on queues the reminder days still ahead",
          description: `${premiumAccess} An ended focus answers 409 \`focusEnded\`. ${focusMessages}`,
          parameters: [focusIdParameter],
          requestBody: { required: true, ...json(schema(focusRemindersBodySchema)) },
          responses: { '200': { description: 'The focus', ...json(focus) }, ...errors(400, 401, 403, 404, 409, 415, 429, 503) },
        },
      },
      '/api/premium/focus/{focusId}/check-ins': {
        post: {
          summary: "Re-rate the focus's domain (also after it ended); the score joins that domain's trend",
          description: `${premiumAccess} \`desired\` left out keeps the last known one (the last re-rate's, else the score when the focus started, else \`current\`). ${focusMessages}`,
          parameters: [focusIdParameter, idempotencyKeyHeader],
          requestBody: { required: true, ...json(schema(focusCheckInBodySchema)) },
          responses: { '201': { description: 'The check-in', ...json(focusCheckIn) }, ...errors(400, 401, 403, 404, 415, 422, 429, 503) },
        },
      },
      '/api/focus-reminders/stop': {
        post: {
          summary: "Stop a focus's reminder emails (also the RFC 8058 one-click target of their List-Unsubscribe header)",
          description:
            "No login: the token of the email's link is the credential. It comes in a JSON body or in the query; with the query, the body may be empty or the one-click form `List-Unsubscribe=One-Click`. Stopping again changes nothing; a token that names no focus answers 404 `stopTokenInvalid`.",
          parameters: [
            { name: 'token', in: 'query', required: false, schema: { type: 'string' }, description: 'The token of the stop link in each reminder email' },
          ],
          requestBody: {
            required: false,
            content: {
              'application/json': { schema: schema(stopFocusRemindersRequestSchema) },
              'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } },
              'multipart/form-data': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } },
            },
          },
          responses: {
            '200': {
              description: 'Stopped',
              content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'stopped' } } } } },
            },
            ...errors(400, 404, 413, 415, 503),
          },
        },
        get: {
          summary: 'Changes nothing (mail scanners follow links): sends a browser to the page with the button',
          parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
          responses: { '303': { description: 'To /focus-reminders/stop/{token}' }, ...errors(400) },
        },
      },
      '/api/billing/price': {
        get: {
          summary: 'The premium price',
          responses: { '200': { description: '`{ amount, currency }`: amount in cents (PREMIUM_PRICE_CENTS), currency usd' }, ...errors(503) },
        },
      },
      '/api/billing/checkout': {
        post: {
          summary: 'Start a Stripe Checkout for premium; answers the hosted checkout URL',
          description:
            "A logged-in buyer's account email and id are used (the body's email is ignored); a visitor's email is required. Checkout never logs anyone in.",
          requestBody: { required: true, content: { 'application/json': { schema: schema(createCheckoutRequestSchema) } } },
          responses: { '201': { description: '`{ url, sessionId }`' }, ...errors(400, 403, 415, 429, 503) },
        },
      },
      '/api/billing/checkout/{sessionId}': {
        get: {
          summary: "A checkout's status, for the page Stripe sends people back to",
          parameters: [{ name: 'sessionId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
          responses: {
            '200': {
              description:
                '`{ sessionId, status: pending|paid|failed|expired|refunded|disputed, email, forAccount, amount, currency }`; `email` is masked (j•••@example.com) unless the caller is the logged-in buyer',
            },
            ...errors(404, 503),
          },
        },
      },
      '/api/billing/webhook': {
        post: {
          summary: "Stripe's webhook: the raw body is verified against the Stripe-Signature header and stored before the 200",
          description:
            'No Origin check and no rate limit; a wrong signature or a changed body is refused and nothing is stored. A duplicate event is answered 200 and changes nothing.',
          parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A Stripe Event object' } } } },
          responses: { '200': { description: '`{ received: true, duplicate }`' }, ...errors(400, 413, 503) },
        },
      },
      '/api/auth/login': {
        post: {
          summary: 'Email a one-time login link (15 minutes, usable once); the same answer whatever the address',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schema(loginRequestSchema) } },
          },
          responses: { '202': { description: 'The email is on its way (if the address can receive mail)' }, ...errors(400, 403, 429, 503) },
        },
      },
      '/api/auth/link-status': {
        post: {
          summary: 'What a login link is (valid, used, expired), without using it',
          requestBody: { required: true, content: { 'application/json': { schema: schema(loginTokenRequestSchema) } } },
          responses: { '200': { description: '{ status, maskedEmail? }' }, ...errors(403, 503) },
        },
      },
      '/api/auth/verify': {
        post: {
          summary: 'Use a login token once: sets the session cookie and says where to go',
          requestBody: { required: true, content: { 'application/json': { schema: schema(loginTokenRequestSchema) } } },
          responses: { '200': { description: '{ redirectTo, user }, and the httpOnly session cookie' }, ...errors(400, 403, 409, 503) },
        },
      },
      '/api/auth/logout': {
        post: { summary: 'End the session', responses: { '200': { description: 'Logged out; the cookie is cleared' }, ...errors(403, 503) } },
      },
      '/api/auth/user': {
        get: {
          summary: 'The current user',
          description: 'Asking is never an error: a visitor (no session, or one that ended) gets 204 with no body.',
          responses: {
            '200': {
              description: 'Logged in',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id', 'email', 'isPremium', 'isAdmin'],
                    properties: {
                      id: { type: 'string', format: 'uuid' },
                      email: { type: 'string' },
                      isPremium: { type: 'boolean' },
                      isAdmin: { type: 'boolean' },
                    },
                  },
                },
              },
            },
            '204': { description: 'Not logged in' },
            ...errors(503),
          },
        },
      },
      '/api/account/export': {
        get: {
          summary: 'Download everything stored about the logged-in account',
          description:
            'Each service answers for its own rows (identity: the account, sessions, login links; assessments: saved wheels, tool notes and progress, focuses and their re-rates, follow-ups, mailing list; billing: checkouts and payments). `Content-Disposition` names the file. The CSV has one row per stored value: `kind,record,field,value`.',
          parameters: [{ name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'csv'], default: 'json' } }],
          responses: {
            '200': { description: 'The download', content: { 'application/json': { schema: { type: 'object' } }, 'text/csv': { schema: { type: 'string' } } } },
            ...errors(400, 401, 503),
          },
        },
      },
      '/api/account/delete': {
        post: {
          summary: 'Delete the logged-in account',
          description:
            'Confirmed by the account’s own email address. Erases its assessments, tool notes and progress, focuses and their re-rates, follow-ups, mailing-list subscription, sessions and login links; payments stay, detached from the address and user id. The session cookie is cleared.',
          requestBody: { required: true, ...json(schema(deleteAccountRequestSchema)) },
          responses: { '200': { description: 'Deleted; the cookie is cleared' }, ...errors(400, 401, 403, 429, 503) },
        },
      },
      '/api/observability/errors': {
        post: {
          summary: 'Report a browser error',
          requestBody: { required: true, content: { 'application/json': { schema: schema(errorReportSchema) } } },
          responses: { '202': { description: 'Accepted' }, ...errors(400, 429) },
        },
      },
      '/api/observability/journeys': {
        post: {
          summary: 'Record a user-journey step',
          requestBody: { required: true, content: { 'application/json': { schema: schema(journeyEventSchema) } } },
          responses: { '202': { description: 'Accepted' }, ...errors(400, 429) },
        },
      },
      ...adminDebugPaths(errors),
    },
    components: { schemas: { Error: errorBody } },
  };
}

import fc from 'fast-check';
import { SESSION_COOKIE } from '@lifewheel/contracts';
import { hostilePathSegment, hostileQueryValue, hostileString, wellFormed } from './hostile-values.js';
import { takesBody, type Operation, type OperationParameter } from './openapi-operations.js';
import { bodyValue, schemaValue } from './schema-values.js';

/** One generated request, as it goes on the wire. */
export interface HostileRequest {
  method: string;
  /** Path and query, already encoded (or deliberately mis-encoded). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** How the body was made, for the failure report (the bytes can be over 100 KB). */
  bodyKind: string;
}

/** Who the requests come from: the site's own origin and session cookies of signed-in accounts. */
export interface RequestContext {
  ourOrigin: string;
  /** `lw_session` values: a free, a premium and an admin account, say. */
  sessions: string[];
  /**
   * Headers the suite can compute right for a body (a webhook's signature), by lowercase name, so
   * such an operation's handler is reached too; a generated request uses them half the time.
   */
  signers?: Record<string, (body: Buffer) => string>;
}

/** A header value Node will send: hostile text as its UTF-8 bytes read as Latin-1, minus control characters. */
const headerSafe = (text: string): string =>
  Buffer.from(wellFormed(text), 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex -- Node refuses control characters in header values
    .replace(/[\x00-\x1f\x7f]/g, '')
    .slice(0, 4_000);

const encodeValue = (value: unknown): string => encodeURIComponent(wellFormed(typeof value === 'string' ? value : JSON.stringify(value)));

/** A parameter's value: one its schema allows (so the handler is reached), or a hostile one. */
const pathValue = (parameter: OperationParameter): fc.Arbitrary<string> => fc.oneof(schemaValue(parameter.schema).map(encodeValue), hostilePathSegment);

function targetFor(operation: Operation): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map(pathValue))
    .map((values) => pathParameters.reduce((template, parameter, index) => template.replace(`{${parameter.name}}`, values[index]!), operation.path));
  // Each declared query parameter: left out, as allowed, hostile, repeated (an array), or bracketed (an object).
  const queryPart = (parameter: OperationParameter) =>
    fc.oneof(
      fc.constant(''),
      schemaValue(parameter.schema).map((value) => `${parameter.name}=${encodeValue(value)}`),
      hostileQueryValue.map((value) => `${parameter.name}=${value}`),
      fc.tuple(hostileQueryValue, hostileQueryValue).map(([a, b]) => `${parameter.name}=${a}&${parameter.name}=${b}`),
      hostileQueryValue.map((value) => `${parameter.name}[$ne]=${value}&${parameter.name}[a][b]=1`),
    );
  const extras = fc.constantFrom('', '', '__proto__[polluted]=1', 'constructor[prototype][x]=1', 'a[1000000]=x', `${'k'.repeat(3_000)}=v`, '&&&=&');
  return fc.tuple(path, fc.tuple(...queryParameters.map(queryPart)), extras).map(([base, parts, extra]) => {
    const query = [...parts, extra].filter(Boolean).join('&');
    return query ? `${base}?${query}` : base;
  });
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="nonsense"',
  'APPLICATION/JSON',
  'application/merge-patch+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  '*/*',
  ';;;',
];

/** JSON text with bytes that are not UTF-8 put inside its first string, or at the start when it has none. */
function withInvalidUtf8(json: string, bytes: readonly number[]): Buffer {
  const text = Buffer.from(json, 'utf8');
  const at = json.indexOf('"') + 1;
  return Buffer.concat([text.subarray(0, at), Buffer.from(bytes), text.subarray(at)]);
}

type BodyMaker = { kind: string; body: Buffer | undefined; contentType?: string };

function bodyFor(operation: Operation): fc.Arbitrary<BodyMaker> {
  const declared = operation.bodies.find((body) => body.mediaType === 'application/json') ?? operation.bodies[0];
  const value = declared ? bodyValue(declared.schema) : fc.jsonValue({ maxDepth: 2 });
  const json = value.map((v) => JSON.stringify(v) ?? 'null');
  const declaredType = fc.constantFrom(...(operation.bodies.length ? operation.bodies.map((body) => body.mediaType) : ['application/json']));
  const anyType = fc.oneof({ arbitrary: declaredType, weight: 6 }, { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 }, fc.constant(undefined));
  const deepArrays = fc.constantFrom(33, 1_000, 5_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
  const deepObjects = fc.constantFrom(33, 1_000, 5_000).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
  return fc.oneof(
    { arbitrary: fc.tuple(json, anyType).map(([text, type]) => ({ kind: 'json', body: Buffer.from(text, 'utf8'), contentType: type })), weight: 14 },
    {
      arbitrary: fc
        .tuple(json, fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf], [0x00]))
        .map(([text, bytes]) => ({ kind: `json with bytes ${bytes.join(',')}`, body: withInvalidUtf8(text, bytes), contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: json.map((text) => ({ kind: 'json as UTF-16', body: Buffer.from(text, 'utf16le'), contentType: 'application/json; charset=utf-16' })),
      weight: 1,
    },
    { arbitrary: json.map((text) => ({ kind: 'json after a BOM', body: Buffer.from(`\ufeff${text}`, 'utf8'), contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: json.map((text) => ({
        kind: 'truncated json',
        body: Buffer.from(text.slice(0, Math.ceil(text.length / 2)), 'utf8'),
        contentType: 'application/json',
      })),
      weight: 1,
    },
    { arbitrary: hostileString.map((text) => ({ kind: 'text', body: Buffer.from(text, 'utf8'), contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: fc
        .oneof(deepArrays, deepObjects)
        .map((text) => ({ kind: `deep json (${text.length} bytes)`, body: Buffer.from(text), contentType: 'application/json' })),
      weight: 2,
    },
    { arbitrary: anyType.map((type) => ({ kind: 'no body', body: undefined, contentType: type })), weight: 1 },
    {
      arbitrary: fc.constant({ kind: 'one-click form', body: Buffer.from('List-Unsubscribe=One-Click'), contentType: 'application/x-www-form-urlencoded' }),
      weight: 1,
    },
  );
}

/** Every kind of request a client could send to this operation, from nearly right to plainly hostile. */
export function hostileRequest(operation: Operation, context: RequestContext): fc.Arbitrary<HostileRequest> {
  // Mostly ours, so most requests get past the cross-site check to the body parser and the handler.
  const origin = fc.oneof(
    { arbitrary: fc.constant(context.ourOrigin), weight: 6 },
    { arbitrary: fc.constantFrom<string | undefined>('https://evil.example', 'null', undefined, 'not a url'), weight: 1 },
  );
  const session = fc.oneof(
    { arbitrary: fc.constantFrom(...context.sessions).map((value) => `${SESSION_COOKIE}=${value}`), weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: hostileString.map((value) => `${SESSION_COOKIE}=${headerSafe(value)}`), weight: 1 },
    { arbitrary: fc.constantFrom(...context.sessions).map((value) => `${SESSION_COOKIE}=x; ${SESSION_COOKIE}=${value}`), weight: 1 },
  );
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const headerValues = fc.tuple(
    ...headerParameters.map((parameter) => fc.option(fc.oneof(schemaValue(parameter.schema).map(String), hostileString).map(headerSafe))),
  );
  const body = takesBody(operation) ? bodyFor(operation) : fc.constant<BodyMaker>({ kind: 'none', body: undefined });
  return fc
    .record({ target: targetFor(operation), origin, session, headerValues, body, signed: fc.boolean() })
    .map(({ target, origin, session, headerValues, body, signed }) => {
      const headers: Record<string, string> = {};
      if (origin !== undefined) headers['origin'] = origin;
      if (session !== undefined) headers['cookie'] = session;
      headerParameters.forEach((parameter, index) => {
        const value = headerValues[index];
        const name = parameter.name.toLowerCase();
        const signer = context.signers?.[name];
        if (signer && signed) headers[name] = signer(body.body ?? Buffer.alloc(0));
        else if (value !== null && value !== undefined) headers[name] = value;
      });
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      return { method: operation.method, target, headers, ...(body.body ? { body: body.body } : {}), bodyKind: body.kind };
    });
}

import express, { type NextFunction, type Request, type Response } from 'express';
import { STRIPE_WEBHOOK_PATH } from '@lifewheel/contracts';
import { AppException, EDGE_BODY_LIMIT_BYTES, ErrorCode, unstorableTextAt } from '@lifewheel/platform';
import { isApiPath } from './api-path.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js';

/** JSON bodies: what the RPC entry cap leaves room for (rpc-limits.ts); far above any valid body. */
export const JSON_BODY_LIMIT = EDGE_BODY_LIMIT_BYTES;

const jsonParser = express.json({ limit: JSON_BODY_LIMIT, strict: true });
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The one exception to "writes are JSON": RFC 8058 one-click unsubscribe. Mail apps POST the form
 * body `List-Unsubscribe=One-Click` (urlencoded or multipart) to the List-Unsubscribe URL, whose
 * query carries the token; some send no body at all. So these paths alone (the mailing list's
 * unsubscribe, a focus's reminder stop) also take such a body, read (to a small limit) and dropped,
 * or none.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mailing-list/unsubscribe';
export const ONE_CLICK_FOCUS_REMINDERS_STOP_PATH = '/api/focus-reminders/stop';
export const ONE_CLICK_PATHS: readonly string[] = [ONE_CLICK_UNSUBSCRIBE_PATH, ONE_CLICK_FOCUS_REMINDERS_STOP_PATH];
const ONE_CLICK_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = '1kb';
const oneClickFormReader = express.raw({ type: ONE_CLICK_FORM_TYPES, limit: ONE_CLICK_BODY_LIMIT });

const hasNoBody = (req: Request) => req.headers['transfer-encoding'] === undefined && (req.headers['content-length'] ?? '0') === '0';

function oneClickUnsubscribeBody(req: Request, res: Response, next: NextFunction): boolean {
  if (req.method !== 'POST' || !ONE_CLICK_PATHS.includes(req.path) || req.is('application/json')) return false;
  if (hasNoBody(req)) {
    next();
    return true;
  }
  if (!req.is(ONE_CLICK_FORM_TYPES)) return false;
  oneClickFormReader(req, res, (error?: unknown) => {
    req.body = undefined;
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      return next(new AppException(ErrorCode.PayloadTooLarge, 'A one-click unsubscribe needs no body beyond List-Unsubscribe=One-Click'));
    }
    next(error ? (bodyParserError(error) ?? error) : undefined);
  });
  return true;
}

/**
 * The Stripe webhook's signature covers the exact bytes Stripe sent, so that route alone keeps its
 * body raw (a Buffer, whatever the content type): no JSON parsing may touch it.
 */
export const RAW_BODY_PATHS: readonly string[] = [STRIPE_WEBHOOK_PATH];
/**
 * What Stripe sends is one event holding one API object: a few KB (the checkout.session.completed
 * of our test fixtures is under 2 KB; Stripe's own, with every null field, a few KB more). The largest part Stripe lets anyone add is metadata, documented at
 * most 50 keys of 40 characters with values of 500 characters (docs.stripe.com/metadata), about
 * 27 KB even when full, and only we set it. 64 KB is thus generous, and keeps the forwarded
 * request (base64) well inside the RPC entry cap.
 */
export const RAW_BODY_LIMIT = EDGE_BODY_LIMIT_BYTES;
const rawReader = express.raw({ type: () => true, limit: RAW_BODY_LIMIT });

function rawBody(req: Request, res: Response, next: NextFunction): boolean {
  if (req.method !== 'POST' || !RAW_BODY_PATHS.includes(req.path)) return false;
  rawReader(req, res, (error?: unknown) => {
    if (!Buffer.isBuffer(req.body)) req.body = Buffer.alloc(0);
    next(error ? (bodyParserError(error, RAW_BODY_LIMIT) ?? error) : undefined);
  });
  return true;
}

/** API writes must be JSON; say so plainly instead of failing later on an empty body. */
export function jsonBodies(req: Request, res: Response, next: NextFunction): void {
  if (!WRITE_METHODS.has(req.method) || !isApiPath(req.path)) return next();
  if (rawBody(req, res, next)) return;
  if (oneClickUnsubscribeBody(req, res, next)) return;
  if (!req.is('application/json')) {
    return next(new AppException(ErrorCode.UnsupportedMediaType, 'Send the request body as JSON with the header Content-Type: application/json'));
  }
  // body-parser's errors are translated here, before anything else wraps them.
  jsonParser(req, res, (error?: unknown) => {
    if (error) return next(bodyParserError(error) ?? error);
    // Refused here, as the client's mistake, before any handler (or the RPC client) touches it.
    if (nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
      return next(
        new AppException(ErrorCode.InvalidJson, `The request body is nested too deeply; at most ${MAX_JSON_DEPTH} levels of arrays and objects are accepted`),
      );
    }
    // Valid JSON, but not text any service can store: PostgreSQL refuses it deep inside a handler,
    // which answered 500. One check here covers every route, today's and tomorrow's.
    const unstorable = unstorableTextAt(req.body);
    if (unstorable !== undefined) {
      return next(
        new AppException(
          ErrorCode.InvalidJson,
          `The request body holds a NUL character (\\u0000) or an unpaired surrogate (like \\ud800) at ${redactField(unstorable)}; send valid Unicode text`,
        ),
      );
    }
    next();
  });
}

/** A field path as a client wrote it, minus the offending characters themselves (they would garble the message). */
// eslint-disable-next-line no-control-regex -- NUL and surrogates are what the message must not echo
const redactField = (path: string) => JSON.stringify(path.replace(/[\u0000\ud800-\udfff]/g, '\ufffd').slice(0, 200));

/** body-parser's own errors, translated into words a client developer can act on. */
export function bodyParserError(error: unknown, limitBytes = JSON_BODY_LIMIT): AppException | null {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.too.large') return new AppException(ErrorCode.PayloadTooLarge, `The request body is too large; the limit is ${limitBytes / 1024} KB`);
  if (type === 'entity.parse.failed') return new AppException(ErrorCode.InvalidJson, 'The request body is not valid JSON');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new AppException(ErrorCode.UnsupportedMediaType, 'Send the request body as UTF-8 JSON');
  if (type === 'request.aborted') return new AppException(ErrorCode.RequestAborted, 'The request was aborted before its body arrived');
  return null;
}

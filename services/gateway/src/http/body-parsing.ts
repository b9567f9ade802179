import express, { type NextFunction, type Request, type Response } from 'express';
import { AppException, ErrorCode } from '@lifewheel/platform';

export const JSON_BODY_LIMIT = '100kb';

const jsonParser = express.json({ limit: JSON_BODY_LIMIT, strict: true });
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** API writes must be JSON; say so plainly instead of failing later on an empty body. */
export function jsonBodies(req: Request, res: Response, next: NextFunction): void {
  if (!WRITE_METHODS.has(req.method) || !req.path.startsWith('/api/')) return next();
  if (!req.is('application/json')) {
    return next(new AppException(ErrorCode.UnsupportedMediaType, 'Send the request body as JSON with the header Content-Type: application/json'));
  }
  // body-parser's errors are translated here, before anything else wraps them.
  jsonParser(req, res, (error?: unknown) => next(error ? (bodyParserError(error) ?? error) : undefined));
}

/** body-parser's own errors, translated into words a client developer can act on. */
export function bodyParserError(error: unknown): AppException | null {
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.too.large') return new AppException(ErrorCode.PayloadTooLarge, `The request body is too large; the limit is ${JSON_BODY_LIMIT.replace('kb', ' KB')}`);
  if (type === 'entity.parse.failed') return new AppException(ErrorCode.ValidationFailed, 'The request body is not valid JSON');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return new AppException(ErrorCode.UnsupportedMediaType, 'Send the request body as UTF-8 JSON');
  if (type === 'request.aborted') return new AppException(ErrorCode.ValidationFailed, 'The request was aborted before its body arrived');
  return null;
}

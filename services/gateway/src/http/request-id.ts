import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runInRequestScope } from '@lifewheel/platform';

const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id and a scope for logs. A client's `X-Request-Id` is kept (when
 * well-formed) only behind a trusted proxy (TRUST_PROXY_HOPS > 0), which sets or passes it on;
 * a client talking to the gateway directly could otherwise pick ids that collide with other
 * people's requests and muddle the logs an operator reads.
 */
export function requestScope(trustProxyHops: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = trustProxyHops > 0 ? req.header('x-request-id') : undefined;
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    (req as Request & { id: string }).id = requestId;
    runInRequestScope({ requestId }, next);
  };
}

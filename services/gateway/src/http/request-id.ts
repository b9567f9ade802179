import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { runInRequestScope } from '@lifewheel/platform';

const ACCEPTABLE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives each request an id (kept from a trusted upstream when well-formed) and a scope for logs. */
export function requestScope(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', requestId);
  (req as Request & { id: string }).id = requestId;
  runInRequestScope({ requestId }, next);
}

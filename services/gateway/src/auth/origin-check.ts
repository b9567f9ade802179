import type { NextFunction, Request, Response } from 'express';
import { AppException, ErrorCode } from '@lifewheel/platform';
import { isApiPath } from '../http/api-path.js';
import { ONE_CLICK_PATHS } from '../http/body-parsing.js';
import { ORIGIN_CHECK_EXEMPT_PATHS } from '../http/route-exemptions.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Requests no browser page of ours makes, so they cannot carry our Origin: Stripe's webhook
 * (signed), and RFC 8058 one-click unsubscribes and focus-reminder stops, which mail providers'
 * servers POST (token in the URL, no cookie involved).
 */
export const ORIGIN_EXEMPT_PATHS: ReadonlySet<string> = new Set([...ORIGIN_CHECK_EXEMPT_PATHS, ...ONE_CLICK_PATHS]);

export interface OriginRequest {
  method: string;
  path: string;
  origin: string | undefined;
  /** The Host the request was sent to, as the browser saw it (`example.com:3000`). */
  host: string | undefined;
  /** PUBLIC_URL's origin, when configured. */
  publicOrigin: string | undefined;
  /** The browser's own word on where the request comes from (`Sec-Fetch-Site`), when it sends one. */
  fetchSite?: string | undefined;
}

/**
 * Cross-site request forgery guard for the API: a state-changing request must say, through its
 * Origin header, that it comes from a page of this site (PUBLIC_URL, or the very host it was sent
 * to). Browsers send Origin on every POST, PUT, PATCH and DELETE, so a page of ours always passes.
 */
export function originAllowed({ method, path, origin, host, publicOrigin, fetchSite }: OriginRequest): boolean {
  if (!STATE_CHANGING.has(method) || !isApiPath(path) || ORIGIN_EXEMPT_PATHS.has(path)) return true;
  // A browser that says the request comes from another site is believed, whatever Origin says.
  if (fetchSite?.toLowerCase() === 'cross-site') return false;
  if (!origin || origin === 'null') return false;
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function originCheck(publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req: Request, _res: Response, next: NextFunction): void => {
    const allowed = originAllowed({
      method: req.method,
      path: req.path,
      origin: req.header('origin'),
      host: req.header('host'),
      publicOrigin,
      fetchSite: req.header('sec-fetch-site'),
    });
    if (allowed) return next();
    next(new AppException(ErrorCode.OriginRefused, 'This request did not come from a Lifewheel page, so it was refused. Reload the page and try again.'));
  };
}

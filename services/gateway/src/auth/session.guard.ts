import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { SessionResolved } from '@lifewheel/contracts';
import { currentRequestScope } from '@lifewheel/platform';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieOptions, sessionTokenOf } from './session-cookie.js';
import { SessionResolver } from './session-resolver.js';

const SKIP_SESSION = 'lifewheel:skip-session';
/** Routes that never act for a logged-in person (health, docs, the login steps themselves). */
export const SkipSession = () => SetMetadata(SKIP_SESSION, true);

type WithSession = Request & { lifewheelSession?: SessionResolved };

/** The resolved session of this request, if the person is logged in. */
export const sessionOf = (req: Request): SessionResolved | undefined => (req as WithSession).lifewheelSession;

/**
 * For every API request that carries the session cookie: asks identity (through a short cache)
 * for a signed principal and puts it into the request scope, so every RPC this request makes
 * carries it. An unknown or ended session clears the cookie; a renewed one sends it again.
 * It never refuses a request (routes that need a person say so through their RPC's guard at the
 * service). It is a guard rather than an interceptor: it only has to run before the handler, and
 * an interceptor would wrap every request in an rxjs chain for nothing.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<WithSession>();
    const token = sessionTokenOf(req);
    if (!token) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_SESSION, [context.getHandler(), context.getClass()])) return true;
    const res = context.switchToHttp().getResponse<Response>();
    const resolved = await this.sessions.resolve(token);
    if (!resolved) {
      res.setHeader('Set-Cookie', clearedSessionCookie(req));
      return true;
    }
    req.lifewheelSession = resolved;
    const scope = currentRequestScope();
    if (scope) {
      scope.principal = resolved.principal;
      scope.userId = resolved.user.id;
    }
    if (resolved.renewed) res.setHeader('Set-Cookie', serializeSessionCookie(token, sessionCookieOptions(req, new Date(resolved.sessionExpiresAt))));
    return true;
  }
}

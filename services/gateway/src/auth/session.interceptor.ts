import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import type { SessionResolved } from '@lifewheel/contracts';
import { currentRequestScope } from '@lifewheel/platform';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieOptions, sessionTokenFromCookies } from './session-cookie.js';
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
 */
@Injectable()
export class SessionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    if (this.reflector.getAllAndOverride<boolean>(SKIP_SESSION, [context.getHandler(), context.getClass()])) return next.handle();
    const req = context.switchToHttp().getRequest<WithSession>();
    const res = context.switchToHttp().getResponse<Response>();
    const token = sessionTokenFromCookies(req.header('cookie'));
    if (!token) return next.handle();
    const resolved = await this.sessions.resolve(token);
    if (!resolved) {
      res.setHeader('Set-Cookie', clearedSessionCookie(req.hostname));
      return next.handle();
    }
    req.lifewheelSession = resolved;
    const scope = currentRequestScope();
    if (scope) {
      scope.principal = resolved.principal;
      scope.userId = resolved.user.id;
    }
    if (resolved.renewed) res.setHeader('Set-Cookie', serializeSessionCookie(token, sessionCookieOptions(req.hostname, new Date(resolved.sessionExpiresAt))));
    return next.handle();
  }
}

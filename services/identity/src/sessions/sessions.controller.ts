import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AUTH_MESSAGES, RpcPattern, sessionTokenRequestSchema, type SessionResolved } from '@lifewheel/contracts';
import { AppException, ErrorCode, Public, RpcHandler } from '@lifewheel/platform';
import { SessionsService } from './sessions.service.js';

function sessionToken(payload: unknown): string {
  const request = sessionTokenRequestSchema.safeParse(payload);
  // A malformed cookie is no session: the same answer as an unknown one.
  if (!request.success) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
  return request.data.sessionToken;
}

/** The gateway asks these for every API request that carries the session cookie. */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  // The gateway asks before it knows who is there: the session token is the credential.
  @RpcHandler(RpcPattern.IdentitySessionResolve)
  @Public()
  resolve(@Payload() payload: unknown): Promise<SessionResolved> {
    return this.sessions.resolve(sessionToken(payload));
  }

  // The gateway's logout, with the session token as the credential (no principal is sent).
  @RpcHandler(RpcPattern.IdentitySessionEnd)
  @Public()
  async end(@Payload() payload: unknown): Promise<{ ended: true }> {
    const request = sessionTokenRequestSchema.safeParse(payload);
    if (request.success) await this.sessions.end(request.data.sessionToken);
    return { ended: true };
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH_MESSAGES, RpcPattern, sessionTokenRequestSchema, type SessionResolved } from '@lifewheel/contracts';
import { AppException, ErrorCode } from '@lifewheel/platform';
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

  @MessagePattern(RpcPattern.IdentitySessionResolve)
  resolve(@Payload() payload: unknown): Promise<SessionResolved> {
    return this.sessions.resolve(sessionToken(payload));
  }

  @MessagePattern(RpcPattern.IdentitySessionEnd)
  async end(@Payload() payload: unknown): Promise<{ ended: true }> {
    const request = sessionTokenRequestSchema.safeParse(payload);
    if (request.success) await this.sessions.end(request.data.sessionToken);
    return { ended: true };
  }
}

import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  loginRequestSchema,
  loginTokenRequestSchema,
  loginVerifyRequestSchema,
  type LoginLinkStatus,
  type LoginVerified,
} from '@lifewheel/contracts';
import { AppException, Public, RpcHandler } from '@lifewheel/platform';
import { LoginService } from './login.service.js';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  // Asking for a link is how a person logs in: nobody is logged in yet.
  @RpcHandler(RpcPattern.IdentityLoginRequest)
  @Public()
  request(@Payload() payload: unknown): Promise<{ status: 'sent' }> {
    const request = loginRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.login.requestLink(request.data);
  }

  @RpcHandler(RpcPattern.IdentityLoginStatus)
  @Public()
  async status(@Payload() payload: unknown): Promise<LoginLinkStatus> {
    const request = loginTokenRequestSchema.safeParse(payload);
    if (!request.success) return { status: 'unknown' };
    return this.login.status(request.data.token);
  }

  @RpcHandler(RpcPattern.IdentityLoginVerify)
  @Public()
  verify(@Payload() payload: unknown): Promise<LoginVerified> {
    const request = loginVerifyRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.login.verify(request.data.token, request.data.previousSessionToken);
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RpcPattern, loginRequestSchema, loginTokenRequestSchema, type LoginLinkStatus, type LoginVerified } from '@lifewheel/contracts';
import { AppException } from '@lifewheel/platform';
import { LoginService } from './login.service.js';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @MessagePattern(RpcPattern.IdentityLoginRequest)
  request(@Payload() payload: unknown): Promise<{ status: 'sent' }> {
    const request = loginRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.login.requestLink(request.data);
  }

  @MessagePattern(RpcPattern.IdentityLoginStatus)
  async status(@Payload() payload: unknown): Promise<LoginLinkStatus> {
    const request = loginTokenRequestSchema.safeParse(payload);
    if (!request.success) return { status: 'unknown' };
    return this.login.status(request.data.token);
  }

  @MessagePattern(RpcPattern.IdentityLoginVerify)
  verify(@Payload() payload: unknown): Promise<LoginVerified> {
    const request = loginTokenRequestSchema.safeParse(payload);
    if (!request.success) throw AppException.fromZod(request.error);
    return this.login.verify(request.data.token);
  }
}

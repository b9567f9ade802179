import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, RpcPattern, loginRequestSchema, type CurrentUser, type LoginLinkStatus } from '@lifewheel/contracts';
import { AppException, RpcClient } from '@lifewheel/platform';
import { RateLimitGuard } from '../http/rate-limiter.js';
import { clientNetwork } from '../http/client-network.js';
import {
  LOGIN_EMAILS_PER_ADDRESS,
  LOGIN_EMAILS_PER_ADDRESS_AND_NETWORK,
  LOGIN_EMAILS_PER_NETWORK,
  addressFromNetworkKey,
  addressKey,
  waitInWords,
} from './login-limits.js';
import { clearedSessionCookie, serializeSessionCookie, sessionCookieOptions, sessionTokenOf } from './session-cookie.js';
import { SessionResolver } from './session-resolver.js';
import { SkipSession, sessionOf } from './session.guard.js';

/** Passwordless login (issue 5): ask for a link, look at it, confirm it, log out; who am I. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimitGuard,
    private readonly sessions: SessionResolver,
  ) {}

  /** 202 whatever the address: the answer never tells whether an account exists. */
  @Post('login')
  @HttpCode(202)
  @SkipSession()
  async login(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ status: 'sent' }> {
    const request = loginRequestSchema.safeParse(body ?? {});
    if (!request.success) throw AppException.fromZod(request.error);
    const network = clientNetwork(req.ip);
    const tooManyForAddress = (seconds: number) => `${AUTH_MESSAGES.tooManyForAddress} (about ${waitInWords(seconds)})`;
    await this.limits.enforce(LOGIN_EMAILS_PER_NETWORK, network, res, (seconds) => `${AUTH_MESSAGES.tooManyForNetwork} (about ${waitInWords(seconds)})`);
    // This network's share of the address first: a stranger past it does not draw on the cap below.
    await this.limits.enforce(LOGIN_EMAILS_PER_ADDRESS_AND_NETWORK, addressFromNetworkKey(request.data.email, network), res, tooManyForAddress);
    await this.limits.enforce(LOGIN_EMAILS_PER_ADDRESS, addressKey(request.data.email), res, tooManyForAddress);
    return this.rpc.send(RpcPattern.IdentityLoginRequest, request.data, req.ip ? { clientIp: req.ip } : {});
  }

  /** What the link-landing page shows; changes nothing. A POST, so the token stays out of URLs. */
  @Post('link-status')
  @HttpCode(200)
  @SkipSession()
  linkStatus(@Body() body: unknown): Promise<LoginLinkStatus> {
    return this.rpc.forward(RpcPattern.IdentityLoginStatus, body ?? {});
  }

  @Post('verify')
  @HttpCode(200)
  @SkipSession()
  async verify(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ redirectTo: string; user: CurrentUser }> {
    // The session this browser already had ends at login (rotation), on every replica at once.
    const previousSessionToken = sessionTokenOf(req);
    const link = body && typeof body === 'object' && 'token' in body ? (body as { token: unknown }).token : undefined;
    const verified = await this.rpc.forward(RpcPattern.IdentityLoginVerify, { token: link, ...(previousSessionToken ? { previousSessionToken } : {}) });
    if (previousSessionToken) this.sessions.forget(previousSessionToken);
    res.setHeader('Set-Cookie', serializeSessionCookie(verified.sessionToken, sessionCookieOptions(req, new Date(verified.sessionExpiresAt))));
    res.setHeader('Cache-Control', 'no-store');
    return { redirectTo: verified.redirectTo, user: verified.user };
  }

  @Post('logout')
  @HttpCode(200)
  @SkipSession()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ status: 'logged-out' }> {
    const token = sessionTokenOf(req);
    if (token) {
      // Ended first, then dropped here (identity announces it to every other replica): dropping
      // first would let a request in between cache the still-live session again.
      await this.rpc.send(RpcPattern.IdentitySessionEnd, { sessionToken: token }, { principal: '' });
      this.sessions.forget(token);
    }
    res.setHeader('Set-Cookie', clearedSessionCookie(req));
    return { status: 'logged-out' };
  }

  /**
   * Spec section 7: the current user, or 204 No Content for a visitor. Asking who is there is not
   * an error: every page asks, and a 401 showed as an error in every visitor's console (issue 20).
   * Routes that protect data still answer 401 without a session.
   */
  @Get('user')
  user(@Req() req: Request, @Res() res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    const session = sessionOf(req);
    if (!session) {
      res.status(204).end();
      return;
    }
    res.json(session.user satisfies CurrentUser);
  }
}

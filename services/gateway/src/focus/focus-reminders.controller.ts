import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, stopFocusRemindersRequestSchema } from '@lifewheel/contracts';
import { AppException, RpcClient } from '@lifewheel/platform';
import { redirectWithinSite } from '../http/same-origin-redirect.js';

/**
 * Stopping a focus's reminder emails, from the page at /focus-reminders/stop/{token} (JSON
 * `{ token }`) or from a mail app's RFC 8058 one-click POST (`?token=`, form body). Not rate-limited
 * per address, for the reasons the mailing list's unsubscribe gives: one-click POSTs come from a few
 * mail-provider servers, and the 256-bit token leaves nothing to guess.
 */
@Controller('api/focus-reminders')
export class FocusRemindersController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('stop')
  @HttpCode(200)
  stop(@Body() body: unknown, @Query('token') queryToken: unknown): Promise<{ status: 'stopped' }> {
    const token = tokenInBody(body) ?? queryToken;
    return this.rpc.forward(RpcPattern.FocusRemindersStop, token === undefined ? {} : { token });
  }

  /**
   * A mail app without one-click support opens the link in a browser: send the person to the page
   * with the button. A GET never stops anything (mail scanners follow links).
   */
  @Get('stop')
  confirmPage(@Query() query: unknown, @Res() res: Response): void {
    const request = stopFocusRemindersRequestSchema.safeParse(query);
    if (!request.success) throw AppException.fromZod(request.error);
    res.setHeader('cache-control', 'no-store');
    redirectWithinSite(res, 303, `/focus-reminders/stop/${encodeURIComponent(request.data.token)}`);
  }
}

function tokenInBody(body: unknown): unknown {
  return body && typeof body === 'object' && 'token' in body ? (body as { token: unknown }).token : undefined;
}

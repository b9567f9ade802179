import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, unsubscribeRequestSchema, type ConfirmSubscriptionResult, type UnsubscribeResult } from '@lifewheel/contracts';
import { AppException, RpcClient } from '@lifewheel/platform';
import { redirectWithinSite } from '../http/same-origin-redirect.js';

/**
 * Unsubscribing, from the web page at /unsubscribe/{token} (JSON `{ token }`) or from a mail app's
 * RFC 8058 one-click POST (`?token=`, form body). Not rate-limited per address on purpose: one-click
 * POSTs arrive from a handful of mail-provider servers, and a refused unsubscribe turns into a spam
 * complaint; the token is 256 bits, so there is nothing to guess, and the work is one indexed update.
 */
@Controller('api/mailing-list')
export class MailingListController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Body() body: unknown, @Query('token') queryToken: unknown): Promise<UnsubscribeResult> {
    const token = tokenInBody(body) ?? queryToken;
    return this.rpc.forward(RpcPattern.MailingListUnsubscribe, token === undefined ? {} : { token });
  }

  /**
   * Double opt-in: the button on /mailing-list/confirm/{token} (JSON `{ token, language }`). Only a
   * POST confirms; the email's link opens the page, which a mail scanner may do without effect.
   */
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown): Promise<ConfirmSubscriptionResult> {
    return this.rpc.forward(RpcPattern.MailingListConfirm, body ?? {});
  }

  /**
   * A mail app without one-click support opens the List-Unsubscribe URL in a browser: send the
   * person to the page that asks them to confirm. A GET never unsubscribes (mail scanners follow links).
   */
  @Get('unsubscribe')
  confirmPage(@Query() query: unknown, @Res() res: Response): void {
    const request = unsubscribeRequestSchema.safeParse(query);
    if (!request.success) throw AppException.fromZod(request.error);
    res.setHeader('cache-control', 'no-store');
    redirectWithinSite(res, 303, `/unsubscribe/${encodeURIComponent(request.data.token)}`);
  }
}

function tokenInBody(body: unknown): unknown {
  return body && typeof body === 'object' && 'token' in body ? (body as { token: unknown }).token : undefined;
}

import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, RpcPattern, accountExportQuerySchema, type AccountExport } from '@lifewheel/contracts';
import { AppException, ErrorCode, RpcClient } from '@lifewheel/platform';
import { clearedSessionCookie, sessionTokenOf } from '../auth/session-cookie.js';
import { SessionResolver } from '../auth/session-resolver.js';
import { sessionOf } from '../auth/session.guard.js';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';
import { accountExportCsv } from './account-csv.js';

/**
 * The person's own data: a download of everything stored about them, and deleting the account.
 * Each service answers for its own rows from the signed principal; the gateway only gathers.
 */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionResolver,
  ) {}

  @Get('export')
  async export(@Query('format') format: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AccountExport | string> {
    const query = accountExportQuerySchema.safeParse({ format });
    if (!query.success) throw AppException.fromZod(query.error);
    if (!sessionOf(req)) throw new AppException(ErrorCode.Unauthorized, AUTH_MESSAGES.notLoggedIn);
    const [identity, assessments, billing] = await Promise.all([
      this.rpc.send(RpcPattern.IdentityAccountExport, {}),
      this.rpc.send(RpcPattern.AssessmentsAccountExport, {}),
      this.rpc.send(RpcPattern.BillingAccountExport, {}),
    ]);
    const exportedAt = new Date().toISOString();
    const data: AccountExport = { exportedAt, identity, assessments, billing };
    const fileName = `lifewheel-data-${exportedAt.slice(0, 10)}.${query.data.format}`;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    if (query.data.format === 'json') return data;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    return accountExportCsv(data);
  }

  /** Confirmed by the account's own address; the browser is logged out with it. */
  @Post('delete')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimited('account-delete')
  async delete(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ status: 'deleted' }> {
    const confirm = body && typeof body === 'object' && 'confirm' in body ? (body as { confirm: unknown }).confirm : undefined;
    const answer = await this.rpc.forward(RpcPattern.IdentityAccountDelete, { confirm });
    const token = sessionTokenOf(req);
    if (token) this.sessions.forget(token);
    res.setHeader('Set-Cookie', clearedSessionCookie(req));
    res.setHeader('Cache-Control', 'no-store');
    return answer;
  }
}

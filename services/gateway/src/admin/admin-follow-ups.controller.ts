import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, type AdminFollowUp, type AdminPage } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { toCsv } from '../account/account-csv.js';

/** The console's follow-ups inbox and the mailing list (issue 17): assessments answers, admins only. */
@Controller('api/admin')
export class AdminFollowUpsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('follow-ups')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminPage<AdminFollowUp>> {
    const page = await this.rpc.forward(RpcPattern.AdminFollowUpsList, query);
    res.setHeader('Cache-Control', 'no-store');
    return page;
  }

  @Post('follow-ups/:followUpId/handled')
  @HttpCode(200)
  handled(@Param('followUpId') followUpId: string): Promise<{ status: 'handled' }> {
    return this.rpc.forward(RpcPattern.AdminFollowUpHandled, { followUpId });
  }

  /** The body: `{ body, requestId }`; the same requestId again sends nothing new. */
  @Post('follow-ups/:followUpId/reply')
  @HttpCode(200)
  reply(@Param('followUpId') followUpId: string, @Body() body: unknown): Promise<{ status: 'sent' }> {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return this.rpc.forward(RpcPattern.AdminFollowUpReply, { ...fields, followUpId });
  }

  @Get('mailing-list')
  async size(@Res({ passthrough: true }) res: Response): Promise<{ size: number }> {
    const answer = await this.rpc.send(RpcPattern.AdminMailingListSize, {});
    res.setHeader('Cache-Control', 'no-store');
    return answer;
  }

  /** The people subscribed now, as CSV (a cell that a spreadsheet would run as a formula is quoted). */
  @Get('mailing-list/export')
  async export(@Res({ passthrough: true }) res: Response): Promise<string> {
    const { subscribers } = await this.rpc.send(RpcPattern.AdminMailingListExport, {});
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="lifewheel-mailing-list-${new Date().toISOString().slice(0, 10)}.csv"`);
    return toCsv([['email', 'language', 'consented_at'], ...subscribers.map((s) => [s.email, s.language, s.consentedAt])]);
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, type AdminPage, type AuditLine } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';

/**
 * The audit log (issue 17): observability keeps it by user id only; the actors' addresses are
 * looked up in identity at read time, so no address is stored twice.
 */
@Controller('api/admin/audit')
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminPage<AuditLine>> {
    const lines = await this.rpc.forward(RpcPattern.AdminAuditList, query);
    const actors = [...new Set(lines.items.map((line) => line.actorUserId))];
    const { emails } = actors.length > 0 ? await this.rpc.send(RpcPattern.AdminUsersEmails, { userIds: actors }) : { emails: {} as Record<string, string> };
    res.setHeader('Cache-Control', 'no-store');
    return { ...lines, items: lines.items.map((line) => ({ ...line, actorEmail: emails[line.actorUserId] ?? null })) };
  }
}

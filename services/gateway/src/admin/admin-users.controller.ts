import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcPattern, type AdminPage, type AdminUser } from '@lifewheel/contracts';
import { AppException, ErrorCode, RpcClient } from '@lifewheel/platform';

/**
 * The console's users panel (issue 17). Identity decides who may ask (admins) and answers the
 * users; assessments adds how many assessments each has; billing takes a premium change by hand.
 */
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async search(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminPage<AdminUser>> {
    const users = await this.rpc.forward(RpcPattern.AdminUsersSearch, query);
    const ids = users.items.map((user) => user.id);
    const { counts } = ids.length > 0 ? await this.rpc.send(RpcPattern.AdminAssessmentCounts, { userIds: ids }) : { counts: {} as Record<string, number> };
    res.setHeader('Cache-Control', 'no-store');
    return { ...users, items: users.items.map((user) => ({ ...user, assessments: counts[user.id] ?? 0 })) };
  }

  /**
   * Grants or revokes premium with a reason. Identity is asked first (admins only, and the user
   * must exist); billing then records it through its outbox, once per `requestId`.
   */
  @Post(':userId/premium')
  @HttpCode(200)
  async premium(@Param('userId') userId: string, @Body() body: unknown, @Res({ passthrough: true }) res: Response): Promise<{ status: string }> {
    const { emails } = await this.rpc.send(RpcPattern.AdminUsersEmails, { userIds: [userId] });
    const email = emails[userId];
    if (!email) throw new AppException(ErrorCode.NotFound, 'No such user');
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const answer = await this.rpc.forward(RpcPattern.AdminPremiumChange, { ...fields, userId, email });
    res.setHeader('Cache-Control', 'no-store');
    return answer;
  }
}

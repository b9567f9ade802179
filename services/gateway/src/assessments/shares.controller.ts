import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { RpcPattern, type CreatedShare, type ShareSummary, type SharedWheelView } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

/**
 * The creating browser proves it made the assessment with its secret in this header on reads and
 * revokes (in the body when it creates a share), never in a URL, which would be logged.
 */
export const CREATOR_SECRET_HEADER = 'lifewheel-creator-secret';

const creatorSecretOf = (req: Request): { creatorSecret?: string } => {
  const secret = req.header(CREATOR_SECRET_HEADER);
  return secret ? { creatorSecret: secret } : {};
};

/** Sharing results with a coach (issue 22): the assessments service decides who may do what. */
@Controller('api')
export class SharesController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('assessments/:token/shares')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('shares-create')
  create(@Param('token') token: string, @Body() body: unknown): Promise<CreatedShare> {
    return this.rpc.forward(RpcPattern.SharesCreate, { ...(body && typeof body === 'object' ? body : {}), token });
  }

  @Get('assessments/:token/shares')
  list(@Param('token') token: string, @Req() req: Request): Promise<{ shares: ShareSummary[] }> {
    return this.rpc.forward(RpcPattern.SharesList, { token, ...creatorSecretOf(req) });
  }

  @Delete('assessments/:token/shares/:shareId')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimited('shares-revoke')
  revoke(@Param('token') token: string, @Param('shareId') shareId: string, @Req() req: Request): Promise<ShareSummary> {
    return this.rpc.forward(RpcPattern.SharesRevoke, { token, shareId, ...creatorSecretOf(req) });
  }

  @Get('shared/:shareToken')
  open(@Param('shareToken') shareToken: string): Promise<SharedWheelView> {
    return this.rpc.send(RpcPattern.SharesOpen, { shareToken });
  }
}

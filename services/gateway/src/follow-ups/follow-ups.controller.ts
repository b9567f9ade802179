import { Body, Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RpcPattern, type FollowUpResult } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

@Controller('api/follow-ups')
export class FollowUpsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Validation happens in the assessments service (the shared contract); the gateway only forwards. */
  @Post()
  @UseGuards(RateLimitGuard)
  @RateLimited('follow-ups-create')
  async create(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<FollowUpResult> {
    const idempotencyKey = req.header('idempotency-key');
    const result = await this.rpc.forward(RpcPattern.FollowUpsCreate, body ?? {}, {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(req.ip ? { clientIp: req.ip } : {}),
    });
    // Nothing new exists when the address was on the list already.
    res.status(result.status === 'already-subscribed' ? 200 : 201);
    return result;
  }
}

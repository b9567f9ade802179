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
    // A mailing-list signup is accepted for confirmation by email (the same for every address).
    res.status(result.status === 'pending-confirmation' ? 202 : 201);
    return result;
  }
}

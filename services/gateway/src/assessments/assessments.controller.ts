import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RpcPattern, type AssessmentView, type CreateAssessmentResult } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

@Controller('api/assessments')
export class AssessmentsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimitGuard,
  ) {}

  /**
   * Validation happens in the service (libs/wheel rules); the gateway only forwards. The busiest
   * public write: limited per client address like the others, but counted as the request is sent,
   * in the same round trip to Redis, rather than by the guard before it (issue 20).
   */
  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CreateAssessmentResult> {
    const idempotencyKey = req.header('idempotency-key');
    return this.rpc.forward(RpcPattern.AssessmentsCreate, body ?? {}, {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(req.ip ? { clientIp: req.ip } : {}),
      counter: this.limits.counterFor('assessments-create', req, res),
    });
  }

  /** The creating browser attaches its assessment to the logged-in user (principal from the session). */
  @Post(':token/claim')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimited('assessments-claim')
  claim(@Param('token') token: string, @Body() body: unknown): Promise<{ status: 'claimed' }> {
    const creatorSecret = body && typeof body === 'object' && 'creatorSecret' in body ? (body as { creatorSecret: unknown }).creatorSecret : undefined;
    return this.rpc.forward(RpcPattern.AssessmentsClaim, { token, creatorSecret });
  }

  /** With the signed-in person's principal, if any: the view says whether the assessment is theirs. */
  @Get(':token')
  get(@Param('token') token: string): Promise<AssessmentView> {
    return this.rpc.forward(RpcPattern.AssessmentsGet, { token });
  }
}

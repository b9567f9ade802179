import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { RpcPattern, type AssessmentView, type CreateAssessmentResult } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

@Controller('api/assessments')
export class AssessmentsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Validation happens in the service (libs/wheel rules); the gateway only forwards. */
  @Post()
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('assessments-create')
  create(@Body() body: unknown, @Req() req: Request): Promise<CreateAssessmentResult> {
    const idempotencyKey = req.header('idempotency-key');
    return this.rpc.forward(RpcPattern.AssessmentsCreate, body ?? {}, {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(req.ip ? { clientIp: req.ip } : {}),
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

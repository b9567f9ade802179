import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  RpcPattern,
  type DebugHealth,
  type DebugQueues,
  type DebugTraffic,
  type ErrorGroupView,
  type ErrorGroupsPage,
  type FailedJobsPage,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, RemoteError, RpcClient } from '@lifewheel/platform';
import { HealthService } from '../../health/health.service.js';

/** One field of a JSON body, passed on unread (observability validates it), or undefined. */
function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * /admin/debug's API (issue 17): one endpoint per panel, so a panel whose source is down fails on
 * its own. The gateway only forwards: observability checks the admin principal (401, 403) and
 * every value. Answers are live: never cached.
 */
@Controller('api/admin/debug')
export class AdminDebugController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly gatewayHealth: HealthService,
  ) {}

  /**
   * Every panel travels over Redis: when the gateway's own Redis connection is down, the
   * generic "could not reach our services" becomes "Redis is unreachable", naming the source.
   */
  private async ask<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const code = error instanceof RemoteError ? error.body.code : error instanceof AppException ? error.code : undefined;
      if (code === ErrorCode.ServiceUnavailable && !this.gatewayHealth.redisReachable()) {
        throw new AppException(ErrorCode.RedisUnavailable, 'Redis is unreachable, so no panel can be answered until it is back.');
      }
      throw error;
    }
  }

  @Get('health')
  health(@Res({ passthrough: true }) res: Response): Promise<DebugHealth> {
    res.setHeader('cache-control', 'no-store');
    return this.ask(() => this.rpc.send(RpcPattern.DebugHealth, {}));
  }

  @Get('traffic')
  traffic(@Res({ passthrough: true }) res: Response): Promise<DebugTraffic> {
    res.setHeader('cache-control', 'no-store');
    return this.ask(() => this.rpc.send(RpcPattern.DebugTraffic, {}));
  }

  @Get('queues')
  queues(@Res({ passthrough: true }) res: Response): Promise<DebugQueues> {
    res.setHeader('cache-control', 'no-store');
    return this.ask(() => this.rpc.send(RpcPattern.DebugQueues, {}));
  }

  @Get('queues/:queue/failed')
  failed(@Param('queue') queue: string, @Res({ passthrough: true }) res: Response): Promise<FailedJobsPage> {
    res.setHeader('cache-control', 'no-store');
    return this.ask(() => this.rpc.forward(RpcPattern.DebugFailedJobs, { queue }));
  }

  @Post('queues/:queue/jobs/:jobId/retry')
  @HttpCode(200)
  retry(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<{ status: 'retried' }> {
    return this.ask(() => this.rpc.forward(RpcPattern.DebugRetryJob, { queue, jobId }));
  }

  @Delete('queues/:queue/jobs/:jobId')
  remove(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<{ status: 'removed' }> {
    return this.ask(() => this.rpc.forward(RpcPattern.DebugRemoveJob, { queue, jobId }));
  }

  @Get('errors')
  errors(@Query('status') status: unknown, @Res({ passthrough: true }) res: Response): Promise<ErrorGroupsPage> {
    res.setHeader('cache-control', 'no-store');
    return this.ask(() => this.rpc.forward(RpcPattern.DebugErrorGroups, status === undefined ? {} : { status }));
  }

  @Post('errors/:groupId/status')
  @HttpCode(200)
  errorStatus(@Param('groupId') groupId: string, @Body() body: unknown): Promise<ErrorGroupView> {
    return this.ask(() => this.rpc.forward(RpcPattern.DebugErrorGroupStatus, { groupId, status: field(body, 'status') }));
  }
}

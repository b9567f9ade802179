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
import { RpcClient } from '@lifewheel/platform';

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
  constructor(private readonly rpc: RpcClient) {}

  @Get('health')
  health(@Res({ passthrough: true }) res: Response): Promise<DebugHealth> {
    res.setHeader('cache-control', 'no-store');
    return this.rpc.send(RpcPattern.DebugHealth, {});
  }

  @Get('traffic')
  traffic(@Res({ passthrough: true }) res: Response): Promise<DebugTraffic> {
    res.setHeader('cache-control', 'no-store');
    return this.rpc.send(RpcPattern.DebugTraffic, {});
  }

  @Get('queues')
  queues(@Res({ passthrough: true }) res: Response): Promise<DebugQueues> {
    res.setHeader('cache-control', 'no-store');
    return this.rpc.send(RpcPattern.DebugQueues, {});
  }

  @Get('queues/:queue/failed')
  failed(@Param('queue') queue: string, @Res({ passthrough: true }) res: Response): Promise<FailedJobsPage> {
    res.setHeader('cache-control', 'no-store');
    return this.rpc.forward(RpcPattern.DebugFailedJobs, { queue });
  }

  @Post('queues/:queue/jobs/:jobId/retry')
  @HttpCode(200)
  retry(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<{ status: 'retried' }> {
    return this.rpc.forward(RpcPattern.DebugRetryJob, { queue, jobId });
  }

  @Delete('queues/:queue/jobs/:jobId')
  remove(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<{ status: 'removed' }> {
    return this.rpc.forward(RpcPattern.DebugRemoveJob, { queue, jobId });
  }

  @Get('errors')
  errors(@Query('status') status: unknown, @Res({ passthrough: true }) res: Response): Promise<ErrorGroupsPage> {
    res.setHeader('cache-control', 'no-store');
    return this.rpc.forward(RpcPattern.DebugErrorGroups, status === undefined ? {} : { status });
  }

  @Post('errors/:groupId/status')
  @HttpCode(200)
  errorStatus(@Param('groupId') groupId: string, @Body() body: unknown): Promise<ErrorGroupView> {
    return this.rpc.forward(RpcPattern.DebugErrorGroupStatus, { groupId, status: field(body, 'status') });
  }
}

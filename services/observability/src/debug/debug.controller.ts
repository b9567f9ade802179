import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  errorGroupStatusRequestSchema,
  errorGroupsRequestSchema,
  failedJobsRequestSchema,
  queueJobRequestSchema,
  type DebugHealth,
  type DebugQueues,
  type DebugTraffic,
  type ErrorGroupView,
  type ErrorGroupsPage,
  type FailedJobsPage,
  type Principal,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, RequireAdmin, RpcHandler } from '@lifewheel/platform';
import { ErrorGroupsService } from '../error-groups/error-groups.service.js';
import { DebugHealthService } from '../health/debug-health.service.js';
import { DebugQueuesService } from '../queues/debug-queues.service.js';
import { TrafficService } from '../traffic/traffic.service.js';
import { fromSource } from './source-errors.js';

function parsed<T>(result: { success: true; data: T } | { success: false; error: import('zod').ZodError }): T {
  if (!result.success) throw AppException.fromZod(result.error);
  return result.data;
}

/**
 * /admin/debug's panels, one request each (issue 17). Admins only, checked here on the signed
 * principal whatever the gateway did: 401 without one, 403 for anyone else.
 */
@Controller()
export class DebugController {
  constructor(
    private readonly health: DebugHealthService,
    private readonly traffic: TrafficService,
    private readonly queues: DebugQueuesService,
    private readonly errors: ErrorGroupsService,
  ) {}

  @RpcHandler(RpcPattern.DebugHealth)
  @RequireAdmin()
  healthPanel(): Promise<DebugHealth> {
    return this.health.overview();
  }

  @RpcHandler(RpcPattern.DebugTraffic)
  @RequireAdmin()
  trafficPanel(): Promise<DebugTraffic> {
    return fromSource('PostgreSQL', () => this.traffic.overview());
  }

  @RpcHandler(RpcPattern.DebugQueues)
  @RequireAdmin()
  queuesPanel(): Promise<DebugQueues> {
    return this.queues.overview();
  }

  @RpcHandler(RpcPattern.DebugFailedJobs)
  @RequireAdmin()
  failedJobs(@Payload() payload: unknown): Promise<FailedJobsPage> {
    return this.queues.failed(parsed(failedJobsRequestSchema.safeParse(payload ?? {})).queue);
  }

  @RpcHandler(RpcPattern.DebugRetryJob)
  @RequireAdmin()
  retryJob(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'retried' }> {
    const request = parsed(queueJobRequestSchema.safeParse(payload ?? {}));
    return this.queues.retry(request.queue, request.jobId, principal.userId);
  }

  @RpcHandler(RpcPattern.DebugRemoveJob)
  @RequireAdmin()
  removeJob(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ status: 'removed' }> {
    const request = parsed(queueJobRequestSchema.safeParse(payload ?? {}));
    return this.queues.remove(request.queue, request.jobId, principal.userId);
  }

  @RpcHandler(RpcPattern.DebugErrorGroups)
  @RequireAdmin()
  async errorGroups(@Payload() payload: unknown): Promise<ErrorGroupsPage> {
    const request = parsed(errorGroupsRequestSchema.safeParse(payload ?? {}));
    return { groups: await fromSource('PostgreSQL', () => this.errors.list(request.status)) };
  }

  @RpcHandler(RpcPattern.DebugErrorGroupStatus)
  @RequireAdmin()
  errorGroupStatus(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<ErrorGroupView> {
    const request = parsed(errorGroupStatusRequestSchema.safeParse(payload ?? {}));
    return fromSource('PostgreSQL', () => this.errors.setStatus(request.groupId, request.status, principal.userId));
  }
}

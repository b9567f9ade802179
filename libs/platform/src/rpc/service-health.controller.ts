import { Controller, Inject, Optional, type Type } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { healthPattern, type RpcServiceName, type ServiceHealth } from '@lifewheel/contracts';
import { Public } from '../auth/rpc-access.js';
import { timedCheck } from '../health/dependency-checks.js';
import { RpcHandler } from './rpc-handler.decorator.js';

/** `<service>.health` as an ordinary handler, so it passes the same access check and start-up check as the rest. */
export function serviceHealthController(service: RpcServiceName, version: string): Type {
  const startedAt = Date.now();

  @Controller()
  class ServiceHealthController {
    constructor(@Optional() @Inject(MikroORM) private readonly orm?: MikroORM) {}

    // The gateway's GET /api/health asks without a person; the answer holds nothing private.
    @RpcHandler(healthPattern(service))
    @Public()
    async health(): Promise<ServiceHealth> {
      const orm = this.orm;
      return {
        service,
        version,
        pid: process.pid,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        ...(orm ? { database: await timedCheck(() => orm.em.getConnection().execute('select 1')) } : {}),
      };
    }
  }

  return ServiceHealthController;
}

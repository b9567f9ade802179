import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AssessmentView, CreateAssessmentRequest, CreateAssessmentResult } from '@lifewheel/contracts';
import { PlatformModule, RpcContext, createLogger, withOrmContext } from '@lifewheel/platform';
// The bench reaches into the service on purpose: its baseline is the service's own handlers. The
// graph also sees assessments -> tools, through a test's use of the SMTP stand-in only.
/* eslint-disable @nx/enforce-module-boundaries */
import { AssessmentsController } from '@lifewheel/assessments/assessments-controller';
import { AssessmentsModule } from '@lifewheel/assessments/assessments-module';
import { IdempotencyModule } from '@lifewheel/assessments/idempotency-module';
import { assessmentsDatabase } from '@lifewheel/assessments/database';
/* eslint-enable @nx/enforce-module-boundaries */

@Module({})
class InProcessRootModule {}

export interface InProcessAssessments {
  create(body: CreateAssessmentRequest, idempotencyKey?: string): Promise<CreateAssessmentResult>;
  get(token: string): Promise<AssessmentView>;
  close(): Promise<void>;
}

/**
 * The assessments service's own handlers (validation included), called in this process without
 * the gateway or the RPC hop: the baseline the benchmark compares the full path against, so the
 * difference is what the gateway and the hop cost.
 */
export async function startInProcessAssessments(config: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string }): Promise<InProcessAssessments> {
  const logger = createLogger({ service: 'assessments-in-process', version: 'bench', level: 'warn' });
  const app = await NestFactory.createApplicationContext(
    {
      module: InProcessRootModule,
      imports: [
        PlatformModule.forService({ service: 'assessments', logger, config, database: assessmentsDatabase }),
        // The service's store of idempotent answers; a throwaway key, as nothing outlives the bench.
        IdempotencyModule.register(randomBytes(32)),
        AssessmentsModule,
      ],
    },
    { logger: false },
  );
  // The same per-request ORM context the RPC transport gives the service.
  const inOrmContext = withOrmContext(app.get(MikroORM).em);
  const handlers = app.get(AssessmentsController);
  let sequence = 0;
  const contextOf = (idempotencyKey?: string) => {
    const id = `bench-${(sequence += 1)}`;
    return new RpcContext([
      { id, pattern: 'in-process', replyTo: 'in-process', deadline: Date.now() + 60_000, requestId: id, ...(idempotencyKey ? { idempotencyKey } : {}) },
    ]);
  };
  return {
    create: (body, idempotencyKey) => inOrmContext(() => handlers.create(body, contextOf(idempotencyKey), undefined)),
    get: (token) => inOrmContext(() => handlers.get({ token }, undefined)),
    close: () => app.close(),
  };
}

import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { AssessmentView, CreateAssessmentRequest, CreateAssessmentResult } from '@lifewheel/contracts';
import { PlatformModule, createLogger } from '@lifewheel/platform';
import { AssessmentsModule } from './assessments/assessments.module.js';
import { AssessmentsService } from './assessments/assessments.service.js';
import { assessmentsDatabase } from './database.js';

@Module({})
class InProcessRootModule {}

export interface InProcessAssessments {
  create(body: CreateAssessmentRequest, idempotencyKey?: string): Promise<CreateAssessmentResult>;
  get(token: string): Promise<AssessmentView>;
  close(): Promise<void>;
}

/**
 * The assessments service's own logic, called in this process without the gateway or the RPC hop:
 * the baseline the benchmark compares the full path against.
 */
export async function startInProcessAssessments(config: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string }): Promise<InProcessAssessments> {
  const logger = createLogger({ service: 'assessments-in-process', version: 'bench', level: 'warn' });
  const app = await NestFactory.createApplicationContext(
    { module: InProcessRootModule, imports: [PlatformModule.forService({ service: 'assessments', logger, config, database: assessmentsDatabase }), AssessmentsModule] },
    { logger: false },
  );
  const orm = app.get(MikroORM);
  const service = app.get(AssessmentsService);
  let sequence = 0;
  return {
    create: (body, idempotencyKey) =>
      RequestContext.create(orm.em, () => service.create(body, { requestId: `bench-${(sequence += 1)}`, ...(idempotencyKey ? { idempotencyKey } : {}) })),
    get: (token) => RequestContext.create(orm.em, () => service.getByToken(token)),
    close: () => app.close(),
  };
}

import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { QueueName } from '@lifewheel/contracts';
import { JobWorkers, PlatformModule, createLogger, withOrmContext } from '@lifewheel/platform';
import type { Clock } from './clock.js';
import { observabilityDatabase } from './database.js';
import { observabilityJobHandlers } from './job-handlers.js';
import { ObservabilityModule } from './observability.module.js';
import type { AlertingOptions } from './payment-alerts/alerting-options.js';
import { PaymentAlertEvaluator, type RuleOutcome } from './payment-alerts/payment-alert-evaluator.js';
import { PaymentAlertsModule } from './payment-alerts/payment-alerts.module.js';

@Module({})
class InProcessRootModule {}

export interface InProcessObservability {
  /** One evaluation of the payment-alert rules, as the scheduler's tick runs it. */
  evaluate(): Promise<RuleOutcome[]>;
  close(): Promise<void>;
}

/**
 * The observability service's own modules and job handlers in this process, with a clock the
 * caller moves and no scheduler tick: the alert rules' tests decide when evaluations happen.
 */
export async function startInProcessObservability(
  config: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string },
  alerting: AlertingOptions,
  clock: Clock,
): Promise<InProcessObservability> {
  const logger = createLogger({ service: 'observability-in-process', version: 'test', level: 'warn' });
  const app = await NestFactory.createApplicationContext(
    {
      module: InProcessRootModule,
      imports: [
        PlatformModule.forService({ service: 'observability', logger, config, database: observabilityDatabase }),
        ObservabilityModule,
        PaymentAlertsModule.register(alerting, { clock, schedule: false }),
      ],
    },
    { logger: false },
  );
  const orm = app.get(MikroORM);
  const workers = new JobWorkers({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    queues: [QueueName.Observability],
    handlers: observabilityJobHandlers(app),
    logger,
    around: withOrmContext(orm.em),
  });
  workers.start();
  const evaluator = app.get(PaymentAlertEvaluator);
  return {
    evaluate: () => RequestContext.create(orm.em, () => evaluator.evaluate()),
    close: async () => {
      await workers.close();
      await app.close();
    },
  };
}

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '@lifewheel/contracts';
import { DEFAULT_JOB_OPTIONS, JobQueues, type JobEnvelope } from '@lifewheel/platform';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';

export const PAYMENT_ALERT_SCHEDULER_ID = 'payment-alert-rules';

/**
 * Registers the rules' tick with BullMQ's job scheduler. Every replica upserts the same scheduler
 * id, so there is one tick however many run, and a changed interval replaces the old one.
 */
@Injectable()
export class PaymentAlertSchedule implements OnApplicationBootstrap {
  constructor(
    private readonly queues: JobQueues,
    @Inject(ALERTING_OPTIONS) private readonly options: AlertingOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const envelope: JobEnvelope<JobName.EvaluatePaymentAlerts> = { payload: {} };
    await this.queues.queue(QueueName.Observability).upsertJobScheduler(
      PAYMENT_ALERT_SCHEDULER_ID,
      { every: this.options.evaluateEverySeconds * 1000 },
      {
        name: JobName.EvaluatePaymentAlerts,
        data: envelope,
        // A missed tick is not worth retrying: the next one evaluates the same rules afresh.
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail },
      },
    );
  }
}

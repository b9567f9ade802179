import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName } from '@lifewheel/contracts';
import { JobQueues } from '@lifewheel/platform';
import { upsertTick } from '../queues/tick-scheduler.js';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';

export const PAYMENT_ALERT_SCHEDULER_ID = 'payment-alert-rules';

/** Registers the rules' tick with BullMQ's job scheduler (one however many replicas run). */
@Injectable()
export class PaymentAlertSchedule implements OnApplicationBootstrap {
  constructor(
    private readonly queues: JobQueues,
    @Inject(ALERTING_OPTIONS) private readonly options: AlertingOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await upsertTick(this.queues, PAYMENT_ALERT_SCHEDULER_ID, this.options.evaluateEverySeconds * 1000, JobName.EvaluatePaymentAlerts);
  }
}

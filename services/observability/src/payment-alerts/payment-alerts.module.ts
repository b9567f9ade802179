import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../clock.js';
import { ALERTING_OPTIONS, type AlertingOptions } from './alerting-options.js';
import { PaymentAlertEvaluator } from './payment-alert-evaluator.js';
import { PaymentAlertSchedule } from './payment-alert-schedule.js';
import { PaymentAlertsPanelService } from './payment-alerts-panel.service.js';
import { PaymentEventsService } from './payment-events.service.js';

export interface PaymentAlertsExtras {
  /** Tests bring a clock they move; the service uses the system's. */
  clock?: Clock;
  /** Whether to register the scheduler tick (the service does; a test evaluating by hand does not). */
  schedule?: boolean;
}

@Module({})
export class PaymentAlertsModule {
  static register(options: AlertingOptions, extras: PaymentAlertsExtras = {}): DynamicModule {
    const providers: Provider[] = [
      { provide: ALERTING_OPTIONS, useValue: options },
      { provide: CLOCK, useValue: extras.clock ?? systemClock },
      PaymentEventsService,
      PaymentAlertEvaluator,
      PaymentAlertsPanelService,
      ...(extras.schedule === false ? [] : [PaymentAlertSchedule]),
    ];
    return { module: PaymentAlertsModule, providers, exports: [PaymentEventsService, PaymentAlertEvaluator, PaymentAlertsPanelService] };
  }
}

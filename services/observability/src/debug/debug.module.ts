import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../clock.js';
import { DebugHealthService } from '../health/debug-health.service.js';
import { HealthSampleSchedule } from '../health/health-sample-schedule.js';
import { ObservabilityModule } from '../observability.module.js';
import { DebugQueuesService } from '../queues/debug-queues.service.js';
import { TrafficService } from '../traffic/traffic.service.js';
import { DebugController } from './debug.controller.js';
import { debugRedisProvider } from './debug-redis.js';

export interface DebugExtras {
  clock?: Clock;
  /** Whether to register the health-sample tick (the service does; a test sampling by hand does not). */
  schedule?: boolean;
}

/** /admin/debug's panels: health, traffic, queues (error groups live in ObservabilityModule, next to the error logs). */
@Module({})
export class DebugModule {
  static register(extras: DebugExtras = {}): DynamicModule {
    const providers: Provider[] = [
      { provide: CLOCK, useValue: extras.clock ?? systemClock },
      debugRedisProvider,
      DebugHealthService,
      TrafficService,
      DebugQueuesService,
      ...(extras.schedule === false ? [] : [HealthSampleSchedule]),
    ];
    return { module: DebugModule, imports: [ObservabilityModule], controllers: [DebugController], providers, exports: [DebugHealthService, TrafficService] };
  }
}

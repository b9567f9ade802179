import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { CLOCK, systemClock, type Clock } from '../clock.js';
import { RETENTION_SETTINGS, type RetentionSettings } from './retention-settings.js';
import { RetentionSchedule } from './retention-schedule.js';
import { RetentionService } from './retention.service.js';

@Module({})
export class RetentionModule {
  static register(settings: RetentionSettings, extras: { clock?: Clock; schedule?: boolean } = {}): DynamicModule {
    const providers: Provider[] = [
      { provide: RETENTION_SETTINGS, useValue: settings },
      { provide: CLOCK, useValue: extras.clock ?? systemClock },
      RetentionService,
      ...(extras.schedule === false ? [] : [RetentionSchedule]),
    ];
    return { module: RetentionModule, providers, exports: [RetentionService] };
  }
}

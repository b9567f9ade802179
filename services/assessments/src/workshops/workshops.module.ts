import { Module } from '@nestjs/common';
import { SERVICE_CONFIG, type PlatformModuleOptions } from '@lifewheel/platform';
import { WorkshopEventsPublisher } from './workshop-events.publisher.js';
import { WorkshopsController } from './workshops.controller.js';
import { WorkshopsService } from './workshops.service.js';

@Module({
  controllers: [WorkshopsController],
  providers: [
    {
      provide: WorkshopEventsPublisher,
      useFactory: (config: PlatformModuleOptions['config']) => new WorkshopEventsPublisher(config.REDIS_URL, config.REDIS_PREFIX),
      inject: [SERVICE_CONFIG],
    },
    WorkshopsService,
  ],
})
export class WorkshopsModule {}

import { Module, type DynamicModule } from '@nestjs/common';
import { REDIS_MEMORY_OPTIONS, type RedisMemoryOptions } from './redis-memory-options.js';
import { RedisMemoryAlert } from './redis-memory-alert.js';
import { RedisMemorySchedule } from './redis-memory-schedule.js';

/** Redis memory against its cap, alerted past 80% (issue 24). */
@Module({})
export class RedisMemoryModule {
  static register(options: RedisMemoryOptions, extras: { schedule?: boolean } = {}): DynamicModule {
    return {
      module: RedisMemoryModule,
      providers: [{ provide: REDIS_MEMORY_OPTIONS, useValue: options }, RedisMemoryAlert, ...(extras.schedule === false ? [] : [RedisMemorySchedule])],
      exports: [RedisMemoryAlert],
    };
  }
}

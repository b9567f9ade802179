import { Module, type DynamicModule } from '@nestjs/common';
import { REDIS_MEMORY_OPTIONS, type RedisMemoryOptions } from './redis-memory-options.js';
import { RedisMemoryAlert } from './redis-memory-alert.js';

/** Redis memory against its cap, alerted past 80% (issue 24). */
@Module({})
export class RedisMemoryModule {
  static register(options: RedisMemoryOptions): DynamicModule {
    return { module: RedisMemoryModule, providers: [{ provide: REDIS_MEMORY_OPTIONS, useValue: options }, RedisMemoryAlert], exports: [RedisMemoryAlert] };
  }
}

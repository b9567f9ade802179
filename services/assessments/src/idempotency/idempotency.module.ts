import { Global, Module, type DynamicModule } from '@nestjs/common';
import { IDEMPOTENCY_SEAL_KEY, IdempotentWrites } from './idempotent-writes.js';

/** Global: every creating feature of the service (assessments, follow-ups, notes, focus) uses one store. */
@Global()
@Module({})
export class IdempotencyModule {
  static register(sealKey: Buffer): DynamicModule {
    return {
      module: IdempotencyModule,
      providers: [{ provide: IDEMPOTENCY_SEAL_KEY, useValue: sealKey }, IdempotentWrites],
      exports: [IdempotentWrites],
    };
  }
}

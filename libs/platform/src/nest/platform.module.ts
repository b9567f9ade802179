import { Inject, Injectable, Module, Optional, type DynamicModule, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createOrm, type ServiceDatabase } from '../database/create-orm.js';
import { ErrorReporter } from '../errors/error-reporter.js';
import { principalPublicKey } from '../auth/keys.js';
import { PrincipalVerifier } from '../auth/principal-token.js';
import { PRINCIPAL_VERIFIER } from '../auth/principal.guard.js';
import { JobQueues } from '../queues/job-queues.js';
import { DEFAULT_JOURNEY_BATCH, JourneyRecorder } from '../queues/journey-recorder.js';
import { LOGGER, SERVICE_CONFIG, SERVICE_NAME } from './platform.tokens.js';

export interface PlatformModuleOptions {
  service: string;
  logger: Logger;
  config: {
    REDIS_URL: string;
    REDIS_PREFIX: string;
    DATABASE_URL?: string;
    PRINCIPAL_PUBLIC_KEY?: string;
    SERVICE_VERSION?: string;
    /** Processes that record journey events (journeyBatchEnvSchema); the defaults otherwise. */
    JOURNEY_FLUSH_MS?: number;
    JOURNEY_BATCH_SIZE?: number;
  };
  database?: ServiceDatabase;
}

@Injectable()
class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    private readonly queues: JobQueues,
    private readonly journeys: JourneyRecorder,
    @Optional() @Inject(MikroORM) private readonly orm?: MikroORM,
  ) {}

  // After the last request has been answered (an HTTP server or the RPC transport closes before
  // this hook runs), so its journey event is in the buffer; before the producer's connection goes.
  async onApplicationShutdown(): Promise<void> {
    await this.journeys.close();
    await this.queues.close();
    await this.orm?.close();
  }
}

/** Logger, config, job producer, journey recorder, error reporter and (for services that own data) MikroORM. */
@Module({})
export class PlatformModule {
  static forService(options: PlatformModuleOptions): DynamicModule {
    const { service, logger, config, database } = options;
    const databaseProviders: Provider[] = database
      ? [
          {
            provide: MikroORM,
            useFactory: () => {
              if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required for a service that owns data');
              return createOrm(config.DATABASE_URL, database);
            },
          },
          { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        ]
      : [];
    // Services that check who is asking (PrincipalGuard) get a verifier from their public key.
    const principalProviders: Provider[] = config.PRINCIPAL_PUBLIC_KEY
      ? [{ provide: PRINCIPAL_VERIFIER, useValue: new PrincipalVerifier(principalPublicKey(config.PRINCIPAL_PUBLIC_KEY)) }]
      : [];
    const providers: Provider[] = [
      { provide: LOGGER, useValue: logger },
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: SERVICE_NAME, useValue: service },
      { provide: JobQueues, useFactory: () => new JobQueues(config.REDIS_URL, config.REDIS_PREFIX) },
      {
        provide: JourneyRecorder,
        useFactory: (queues: JobQueues) =>
          new JourneyRecorder(queues, logger, {
            flushMs: config.JOURNEY_FLUSH_MS ?? DEFAULT_JOURNEY_BATCH.flushMs,
            batchSize: config.JOURNEY_BATCH_SIZE ?? DEFAULT_JOURNEY_BATCH.batchSize,
          }),
        inject: [JobQueues],
      },
      { provide: ErrorReporter, useFactory: (queues: JobQueues) => new ErrorReporter(service, queues, logger, config.SERVICE_VERSION), inject: [JobQueues] },
      ...databaseProviders,
      ...principalProviders,
      PlatformShutdown,
    ];
    return {
      module: PlatformModule,
      global: true,
      providers,
      exports: [
        LOGGER,
        SERVICE_CONFIG,
        SERVICE_NAME,
        JobQueues,
        JourneyRecorder,
        ErrorReporter,
        ...(database ? [MikroORM, EntityManager] : []),
        ...(config.PRINCIPAL_PUBLIC_KEY ? [PRINCIPAL_VERIFIER] : []),
      ],
    };
  }
}

import { Inject, Injectable, Module, Optional, type DynamicModule, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createOrm, type ServiceDatabase } from '../database/create-orm.js';
import { ErrorReporter } from '../errors/error-reporter.js';
import { principalPublicKey } from '../auth/keys.js';
import { PrincipalVerifier } from '../auth/principal-token.js';
import { PRINCIPAL_VERIFIER } from '../auth/principal.guard.js';
import { JobQueues } from '../queues/job-queues.js';
import { LOGGER, SERVICE_CONFIG, SERVICE_NAME } from './platform.tokens.js';

export interface PlatformModuleOptions {
  service: string;
  logger: Logger;
  config: { REDIS_URL: string; REDIS_PREFIX: string; DATABASE_URL?: string; PRINCIPAL_PUBLIC_KEY?: string; SERVICE_VERSION?: string };
  database?: ServiceDatabase;
}

@Injectable()
class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    private readonly queues: JobQueues,
    @Optional() @Inject(MikroORM) private readonly orm?: MikroORM,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
    await this.orm?.close();
  }
}

/** Logger, config, job producer, error reporter and (for services that own data) MikroORM. */
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
        ErrorReporter,
        ...(database ? [MikroORM, EntityManager] : []),
        ...(config.PRINCIPAL_PUBLIC_KEY ? [PRINCIPAL_VERIFIER] : []),
      ],
    };
  }
}

import { DiscoveryModule, DiscoveryService, NestFactory } from '@nestjs/core';
import { Module, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { QueueName, RpcServiceName } from '@lifewheel/contracts';
import { PRINCIPAL_VERIFIER, PrincipalGuard } from '../auth/principal.guard.js';
import type { PrincipalVerifier } from '../auth/principal-token.js';
import { subscribeToSessionEndings } from '../auth/user-changes.js';
import type { ServiceDatabase } from '../database/create-orm.js';
import { withOrmContext } from '../database/orm-context.js';
import { ErrorReporter } from '../errors/error-reporter.js';
import { RpcErrorFilter } from '../errors/rpc-error.filter.js';
import { startHealthServer } from '../health/health-server.js';
import { timedCheck } from '../health/dependency-checks.js';
import { startPresence } from '../health/presence.js';
import { createLogger } from '../logging/logger.js';
import { reportRedisConnectionErrorsTo } from '../redis/redis-connection.js';
import { NestPinoLogger } from '../logging/nest-logger.js';
import { PlatformModule } from '../nest/platform.module.js';
import type { JobHandlerRegistration } from '../queues/job-handlers.js';
import { JobWorkers } from '../queues/job-workers.js';
import { registeredHandlers } from '../rpc/nest-handlers.js';
import { RedisStreamsServer } from '../rpc/redis-streams.server.js';
import { assertRpcHandlers, rpcHandlersOf } from '../rpc/rpc-handlers.js';
import { serviceHealthController } from '../rpc/service-health.controller.js';
import { stopTelemetry } from '../telemetry/start-telemetry.js';
import { onShutdownSignal } from './shutdown.js';

export interface RpcServiceConfig {
  REDIS_URL: string;
  REDIS_PREFIX: string;
  LOG_LEVEL: string;
  SERVICE_VERSION: string;
  HEALTH_PORT: number;
  /** RPC requests this replica handles at once (32 unless set). */
  RPC_CONCURRENCY?: number;
  DATABASE_URL?: string;
  /** Services that check who is asking (PrincipalGuard) need it. */
  PRINCIPAL_PUBLIC_KEY?: string;
}

export interface RpcServiceDefinition {
  service: RpcServiceName;
  config: RpcServiceConfig;
  imports: (Type | DynamicModule)[];
  database?: ServiceDatabase;
  jobs?: { queues: QueueName[]; handlers: (app: INestMicroservice) => JobHandlerRegistration[] };
}

@Module({})
class ServiceRootModule {}

/**
 * Starts one service process: names it, builds its Nest app on the competing-consumer RPC
 * transport, answers `<service>.health`, checks every handler's access on every request, refuses
 * to start when its handlers do not match the patterns it owns, consumes its queues, serves its
 * probes, and shuts down gracefully on SIGTERM.
 */
export async function runRpcService(definition: RpcServiceDefinition): Promise<void> {
  const { service, config } = definition;
  process.title = `lifewheel-${service}`;
  const logger = createLogger({ service, version: config.SERVICE_VERSION, level: config.LOG_LEVEL });
  reportRedisConnectionErrorsTo(logger);
  let accepting = true;

  const transport = new RedisStreamsServer({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    service,
    logger,
    ...(config.RPC_CONCURRENCY ? { concurrency: config.RPC_CONCURRENCY } : {}),
  });
  const app = await NestFactory.createMicroservice(
    {
      module: ServiceRootModule,
      imports: [
        PlatformModule.forService({ service, logger, config, ...(definition.database ? { database: definition.database } : {}) }),
        DiscoveryModule,
        ...definition.imports,
      ],
      controllers: [serviceHealthController(service, config.SERVICE_VERSION)],
    },
    { strategy: transport, logger: new NestPinoLogger(logger) },
  );
  app.useGlobalFilters(new RpcErrorFilter(logger, app.get(ErrorReporter)));
  // Deny by default: every handler passes the guard, which opens only what the handler declares.
  const verifier = config.PRINCIPAL_PUBLIC_KEY ? app.get<PrincipalVerifier>(PRINCIPAL_VERIFIER) : undefined;
  app.useGlobalGuards(new PrincipalGuard(verifier));
  // A principal captured before its session ended is refused for the rest of its 60 s life.
  const sessionEndings = verifier
    ? subscribeToSessionEndings(config.REDIS_URL, config.REDIS_PREFIX, logger, (sessionId) => verifier.sessionEnded(sessionId))
    : undefined;
  const orm = definition.database ? app.get(MikroORM) : undefined;
  // Each request and each job gets its own identity map (allowGlobalContext is off).
  const ormContext = orm ? withOrmContext(orm.em) : undefined;
  if (ormContext) transport.runEachRequestIn(ormContext);

  // Registers the handlers on the transport without reading from it yet, so a miswired service
  // stops here, before it takes any request.
  await app.init();
  const controllers = app
    .get(DiscoveryService)
    .getControllers()
    .flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
  try {
    assertRpcHandlers(service, rpcHandlersOf(controllers), registeredHandlers(transport).keys());
  } catch (error) {
    logger.fatal({ err: error }, `lifewheel-${service} refuses to start`);
    await Promise.all([app.close(), sessionEndings?.close()]);
    throw error;
  }

  const workers = definition.jobs
    ? new JobWorkers({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        queues: definition.jobs.queues,
        handlers: definition.jobs.handlers(app),
        logger,
        ...(ormContext ? { around: ormContext } : {}),
      })
    : undefined;

  await app.listen();
  workers?.start();
  const healthServer = await startHealthServer(config.HEALTH_PORT, {
    // A replica whose every RPC slot is held by a handler stuck past its deadline serves nobody:
    // failing liveness gets it restarted.
    live: () => !transport.isStuck(),
    ready: async () => accepting && (!orm || (await timedCheck(() => orm.em.getConnection().execute('select 1'))).status === 'up'),
  });
  const presence = startPresence({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, process: service, version: config.SERVICE_VERSION, logger });
  logger.info({ healthPort: config.HEALTH_PORT }, `lifewheel-${service} is up`);

  onShutdownSignal(logger, async () => {
    accepting = false;
    await presence.stop();
    await Promise.all([workers?.close(), app.close(), sessionEndings?.close()]);
    healthServer.close();
    await stopTelemetry();
  });
}

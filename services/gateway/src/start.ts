import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { Module, type OnApplicationShutdown } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { ErrorReporter, NestPinoLogger, PlatformModule, RpcClient, createLogger, onShutdownSignal, redactUrl, stopTelemetry } from '@lifewheel/platform';
import type { GatewayConfig } from './config.js';
import { GatewayModule } from './gateway.module.js';
import { HealthService } from './health/health.service.js';
import { jsonBodies } from './http/body-parsing.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { requestScope } from './http/request-id.js';
import { mountWebApp } from './web/static-web.js';

@Module({})
class GatewayRootModule {}

class RpcClientShutdown implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}
  onApplicationShutdown(): Promise<void> {
    return this.rpc.close();
  }
}

export async function start(config: GatewayConfig): Promise<void> {
  process.title = 'lifewheel-gateway';
  const logger = createLogger({ service: 'gateway', version: config.SERVICE_VERSION, level: config.LOG_LEVEL });
  const app = await NestFactory.create<NestExpressApplication>(
    { module: GatewayRootModule, imports: [PlatformModule.forService({ service: 'gateway', logger, config }), GatewayModule.register(config)] },
    { bodyParser: false, logger: new NestPinoLogger(logger) },
  );
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  app.use(requestScope);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as unknown as { id: string }).id,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health/') },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'"] } },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      frameguard: { action: 'deny' },
    }),
  );
  app.use(jsonBodies);
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
  if (!mountWebApp(app.getHttpAdapter().getInstance(), webDist)) logger.warn({ webDist }, 'No built web app found; serving the API only');
  app.useGlobalFilters(new HttpErrorFilter(logger, app.get(ErrorReporter)));
  const rpc = app.get(RpcClient);
  const health = app.get(HealthService);
  await app.listen(config.PORT, '0.0.0.0');
  logger.info({ port: config.PORT }, 'lifewheel-gateway is up');

  onShutdownSignal(logger, async () => {
    health.markShuttingDown();
    // Nest's close stops accepting connections and waits for in-flight requests to answer.
    await app.close();
    await new RpcClientShutdown(rpc).onApplicationShutdown();
    await stopTelemetry();
  });
}

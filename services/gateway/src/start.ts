import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { RpcPattern } from '@lifewheel/contracts';
import {
  ErrorReporter,
  NestPinoLogger,
  PlatformModule,
  RpcClient,
  createLogger,
  onShutdownSignal,
  reportRedisConnectionErrorsTo,
  startPresence,
  stopTelemetry,
} from '@lifewheel/platform';
import type { GatewayConfig } from './config.js';
import { GatewayModule } from './gateway.module.js';
import { HealthService } from './health/health.service.js';
import { originCheck } from './auth/origin-check.js';
import { accessLog } from './http/access-log.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { jsonBodies } from './http/body-parsing.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { requestScope } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { applyServerTimeouts } from './http/server-timeouts.js';
import { indexNowKeyFile } from './web/indexnow-key-file.js';
import { mountWebApp } from './web/static-web.js';
import { TrafficCounter } from './traffic/traffic-counter.js';
import { TrafficFlusher } from './traffic/traffic-flusher.js';
import { trafficRecording } from './traffic/traffic-recording.js';

@Module({})
class GatewayRootModule {}

export async function start(config: GatewayConfig): Promise<void> {
  process.title = 'lifewheel-gateway';
  const logger = createLogger({ service: 'gateway', version: config.SERVICE_VERSION, level: config.LOG_LEVEL });
  reportRedisConnectionErrorsTo(logger);
  // Case-sensitive routing, set before Express makes its router (it reads the setting only then):
  // `/API/auth/logout` must not reach the handler of `/api/auth/logout` past checks keyed on `/api/`.
  const server = express();
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(
    { module: GatewayRootModule, imports: [PlatformModule.forService({ service: 'gateway', logger, config }), GatewayModule.register(config)] },
    new ExpressAdapter(server),
    { bodyParser: false, logger: new NestPinoLogger(logger) },
  );
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  // API answers are per-request JSON that browsers do not revalidate; hashing every body for an
  // ETag cost more than it could save. Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  app.use(requestScope(config.TRUST_PROXY_HOPS));
  app.use(accessLog(logger));
  const traffic = new TrafficCounter();
  app.use(trafficRecording(traffic));
  app.use(securityHeaders());
  // Before any body is read: a forged cross-site write is refused at the door.
  app.use(originCheck(config.PUBLIC_URL));
  app.use(jsonBodies);
  if (config.INDEXNOW_KEY) app.use(indexNowKeyFile(config.INDEXNOW_KEY));
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
  const shareLinkStatus = async (shareToken: string) => (await app.get(RpcClient).send(RpcPattern.SharesStatus, { shareToken })).status;
  if (!mountWebApp(app.getHttpAdapter().getInstance(), webDist, config.PUBLIC_URL, { shareLinkStatus })) {
    logger.warn({ webDist }, 'No built web app found; serving the API only');
  }
  app.useGlobalFilters(new HttpErrorFilter(logger, app.get(ErrorReporter)));
  const rpc = app.get(RpcClient);
  const health = app.get(HealthService);
  applyServerTimeouts(app.getHttpServer(), {
    headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  });
  answerClientErrorsAsJson(app.getHttpServer());
  await app.listen(config.PORT, '0.0.0.0');
  const trafficFlusher = new TrafficFlusher(traffic, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX }, logger);
  trafficFlusher.start();
  const presence = startPresence({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, process: 'gateway', version: config.SERVICE_VERSION, logger });
  logger.info({ port: config.PORT }, 'lifewheel-gateway is up');

  onShutdownSignal(logger, async () => {
    health.markShuttingDown();
    await presence.stop();
    // Nest's close stops accepting connections and waits for in-flight requests to answer, and for
    // every connection to end: kept-alive ones idle for up to HTTP_KEEP_ALIVE_TIMEOUT_MS, so each is
    // closed as soon as its last request has answered.
    const server = app.getHttpServer() as Server;
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idleSweep);
    // After Nest's close: requests still in flight until then may need their replies.
    await rpc.close();
    // After the last request: its minute goes out too.
    await trafficFlusher.stop();
    await stopTelemetry();
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RpcPattern, type PremiumPrice } from '@lifewheel/contracts';
import { Public } from '../auth/rpc-access.js';
import { createLogger } from '../logging/logger.js';
import { registeredHandlers } from './nest-handlers.js';
import { RedisStreamsServer } from './redis-streams.server.js';
import { RpcContext } from './rpc-context.js';
import { RpcHandler } from './rpc-handler.decorator.js';

@Controller()
class PriceController {
  @RpcHandler(RpcPattern.BillingPrice)
  @Public()
  price(): PremiumPrice {
    return { amount: 1000, currency: 'usd' };
  }
}

@Module({ controllers: [PriceController] })
class PriceModule {}

// The transport looks handlers up by the plain pattern string in what Nest's public getHandlers()
// returns. If a Nest upgrade renames, re-keys or stops filling that map, this fails here first.
describe('the handlers Nest registers on our transport', () => {
  let app: INestMicroservice;
  let transport: RedisStreamsServer;

  beforeAll(async () => {
    const logger = createLogger({ service: 'billing', version: 'test', level: 'silent' });
    transport = new RedisStreamsServer({ redisUrl: 'redis://127.0.0.1:9', prefix: 'unused', service: 'billing', logger });
    app = await NestFactory.createMicroservice(PriceModule, { strategy: transport, logger: false });
    // init registers the handlers without listen(), so no Redis is needed.
    await app.init();
  });
  afterAll(() => app?.close());

  it('keys each handler by its pattern string, exactly as the request carries it', () => {
    expect([...registeredHandlers(transport).keys()]).toEqual(['billing.price']);
  });

  it('hands back a handler that runs the controller method', async () => {
    const handler = registeredHandlers(transport).get(RpcPattern.BillingPrice);
    expect(handler).toBeTypeOf('function');
    const meta = { id: 'r1', pattern: RpcPattern.BillingPrice, replyTo: 'nowhere', deadline: Date.now() + 1000, requestId: 'r1' };
    await expect(handler!({}, new RpcContext([meta]))).resolves.toEqual({ amount: 1000, currency: 'usd' });
  });
});

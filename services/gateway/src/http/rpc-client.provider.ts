import type { Provider } from '@nestjs/common';
import { LOGGER, RpcClient, type Logger } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

export const rpcClientProvider: Provider = {
  provide: RpcClient,
  useFactory: (config: GatewayConfig, logger: Logger) => {
    const client = new RpcClient({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, logger, deadlineMs: config.RPC_DEADLINE_MS });
    client.connect();
    return client;
  },
  inject: [GATEWAY_CONFIG, LOGGER],
};

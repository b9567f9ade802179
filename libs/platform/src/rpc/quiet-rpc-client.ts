import { createLogger } from '../logging/logger.js';
import { RpcClient } from './rpc-client.js';

/**
 * A connected RPC client that logs nothing, for tests that talk to the services straight over
 * Redis (as anything inside the network could, past the gateway). Close it when done.
 */
export function quietRpcClient(redisUrl: string, prefix: string, deadlineMs = 3000): RpcClient {
  const client = new RpcClient({ redisUrl, prefix, logger: createLogger({ service: 'test', version: 'test', level: 'silent' }), deadlineMs });
  client.connect();
  return client;
}

import { redisKey } from '../redis/redis-connection.js';
import { RPC_MAX_DEADLINE_MS } from './rpc-limits.js';

export const RPC_GROUP = 'consumers';

/** The stream a service's replicas compete on. */
export const requestStreamKey = (prefix: string, service: string) => redisKey(prefix, 'rpc', service);

/** The list one gateway instance reads its replies from. */
export const replyListKey = (prefix: string, clientId: string) => redisKey(prefix, 'rpc', 'reply', clientId);

/** Replies nobody collects (the asking gateway died) expire instead of piling up. */
export const REPLY_TTL_SECONDS = 60;

/**
 * Requests older than this are trimmed from a stream even if no consumer ever read them (a service
 * that is down or stuck): past the longest deadline nobody waits for them, and kept longer they
 * would only fill Redis (a few seconds more for the clocks of the gateway and Redis to differ).
 */
export const STREAM_RETENTION_MS = RPC_MAX_DEADLINE_MS + 5_000;

import { redisKey } from '../redis/redis-connection.js';

export const RPC_GROUP = 'consumers';

/** The stream a service's replicas compete on. */
export const requestStreamKey = (prefix: string, service: string) => redisKey(prefix, 'rpc', service);

/** The list one gateway instance reads its replies from. */
export const replyListKey = (prefix: string, clientId: string) => redisKey(prefix, 'rpc', 'reply', clientId);

/** Replies nobody collects (the asking gateway died) expire instead of piling up. */
export const REPLY_TTL_SECONDS = 60;

/** Requests older than this are trimmed from a stream even if no consumer ever read them. */
export const STREAM_RETENTION_MS = 5 * 60_000;

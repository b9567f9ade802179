import type { Redis } from '../redis/redis-connection.js';
import { REPLY_TTL_SECONDS, RPC_GROUP } from './rpc-keys.js';

/**
 * Answer and acknowledge a request as one atomic script: one command to send (EVALSHA, the body
 * is sent only if Redis has not cached it) and one reply to parse, where MULTI with four
 * commands costs six of each. KEYS: reply list, request stream. ARGV: reply, TTL, group, entry id.
 */
const REPLY_AND_ACK = `
redis.call('LPUSH', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('XACK', KEYS[2], ARGV[3], ARGV[4])
redis.call('XDEL', KEYS[2], ARGV[4])
return 1`;

interface WithReplyScript {
  rpcReplyAndAck(replyKey: string, streamKey: string, reply: string, ttlSeconds: number, group: string, streamId: string): Promise<unknown>;
}

/** Registers the script on `redis` and returns a function that runs it. */
export function replyAndAck(redis: Redis): (replyKey: string, streamKey: string, streamId: string, reply: string) => Promise<unknown> {
  redis.defineCommand('rpcReplyAndAck', { numberOfKeys: 2, lua: REPLY_AND_ACK });
  const scripted = redis as unknown as WithReplyScript;
  return (replyKey, streamKey, streamId, reply) => scripted.rpcReplyAndAck(replyKey, streamKey, reply, REPLY_TTL_SECONDS, RPC_GROUP, streamId);
}

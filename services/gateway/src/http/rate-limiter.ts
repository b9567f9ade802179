import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext, type OnApplicationShutdown } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppException, ErrorCode, createRedis, redisKey, type Redis, type RpcCounter } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { clientNetwork } from './client-network.js';

/** Fixed window counter, atomic in Redis so every gateway replica shares it. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** What a refusal is called; RATE_LIMITED (per client address) unless the rule counts something else. */
  code?: ErrorCode.RateLimited | ErrorCode.LoginEmailsLimited;
}

export const RATE_LIMIT = 'lifewheel:rate-limit';
/**
 * Which allowance a bucket draws on: ordinary writes, the browser's journey events, or Stripe's
 * webhooks (counted per client network: Stripe posts from a dozen addresses of its own, and a
 * stranger must not get a fresh allowance with each address of a /24 or /64).
 */
export type RateLimitAllowance = 'writes' | 'events' | 'webhooks';
interface RateLimitMark {
  bucket: string;
  allowance: RateLimitAllowance;
}
/** Marks a route as a public write, limited per client address. */
export const RateLimited = (bucket: string, allowance: RateLimitAllowance = 'writes') => SetMetadata(RATE_LIMIT, { bucket, allowance } satisfies RateLimitMark);

@Injectable()
export class RateLimitGuard implements CanActivate, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.redis = createRedis(config.REDIS_URL, 'rate-limit');
    // Sent as EVALSHA: Redis runs its cached copy instead of receiving and hashing the script body
    // on every request (ioredis falls back to EVAL once if the cache was flushed).
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const mark = this.reflector.get<RateLimitMark | undefined>(RATE_LIMIT, context.getHandler());
    if (!mark) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const { rule, subject } = this.ruleFor(mark, req);
    await this.enforce(rule, subject, res, tooManyFromNetwork);
    return true;
  }

  /**
   * The count of a public write whose handler does nothing but send one RPC request: the request
   * counts as it is sent, in the same round trip to Redis (RpcCallOptions.counter), instead of in a
   * guard before it. Sets the same headers and refuses with the same 429 as the guard.
   */
  counterFor(bucket: string, req: Request, res: Response): RpcCounter {
    const { rule, subject } = this.ruleFor({ bucket, allowance: 'writes' }, req);
    return {
      key: this.keyOf(rule, subject),
      windowMs: rule.windowMs,
      limit: rule.limit,
      onCount: (count, retryAfterMs) => settle(rule, count, retryAfterMs, res, tooManyFromNetwork),
    };
  }

  private ruleFor({ bucket, allowance }: RateLimitMark, req: Request): { rule: RateLimitRule; subject: string } {
    // A webhook sender is counted by its whole /24: Stripe's senders share a network, strangers should not.
    return { rule: { bucket, limit: this.limitOf(allowance), windowMs: 60_000 }, subject: clientNetwork(req.ip, allowance === 'webhooks' ? 24 : 32) };
  }

  private limitOf(allowance: RateLimitAllowance): number {
    if (allowance === 'events') return this.config.RATE_LIMIT_EVENTS_PER_MINUTE;
    if (allowance === 'webhooks') return this.config.RATE_LIMIT_WEBHOOKS_PER_MINUTE;
    return this.config.RATE_LIMIT_WRITES_PER_MINUTE;
  }

  /**
   * Counts one request of `subject` against `rule` and refuses it with 429 (and Retry-After) past
   * the limit. Also used directly where the subject is not the client address (login emails per
   * address). `subject` becomes part of a Redis key: pass a hash, never a personal value.
   */
  async enforce(rule: RateLimitRule, subject: string, res: Response, message: (retryAfterSeconds: number) => string): Promise<void> {
    const { count, retryAfterMs } = await this.hit(rule, subject);
    settle(rule, count, retryAfterMs, res, message);
  }

  private keyOf(rule: RateLimitRule, subject: string): string {
    return redisKey(this.config.REDIS_PREFIX, 'ratelimit', rule.bucket, subject);
  }

  async hit(rule: RateLimitRule, client: string): Promise<{ count: number; retryAfterMs: number }> {
    const key = this.keyOf(rule, client);
    const scripted = this.redis as Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };
    const [count, ttl] = await scripted.rateLimitHit(key, rule.windowMs);
    return { count, retryAfterMs: ttl };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

const tooManyFromNetwork = (seconds: number) => `Too many requests from your network. Please wait ${seconds} seconds and try again.`;

/** The rate-limit headers for a count, and the 429 (with Retry-After) past the rule's limit. */
function settle(rule: RateLimitRule, count: number, retryAfterMs: number, res: Response, message: (retryAfterSeconds: number) => string): void {
  res.setHeader('RateLimit-Limit', String(rule.limit));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, rule.limit - count)));
  if (count > rule.limit) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    res.setHeader('Retry-After', String(seconds));
    throw new AppException(rule.code ?? ErrorCode.RateLimited, message(seconds));
  }
}

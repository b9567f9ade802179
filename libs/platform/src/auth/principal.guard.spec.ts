import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catch, Controller, Module, type ExceptionFilter, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { isObservable, lastValueFrom, throwError } from 'rxjs';
import { RpcPattern, type Principal, type RpcPattern as Pattern, type ServiceHealth } from '@lifewheel/contracts';
import { knownErrorBody } from '../errors/app-exception.js';
import { createLogger } from '../logging/logger.js';
import { registeredHandlers } from '../rpc/nest-handlers.js';
import { RedisStreamsServer } from '../rpc/redis-streams.server.js';
import { RpcContext } from '../rpc/rpc-context.js';
import { RpcHandler } from '../rpc/rpc-handler.decorator.js';
import { generatePrincipalKeyPair, principalPrivateKey, principalPublicKey } from './keys.js';
import { PrincipalVerifier, signPrincipal } from './principal-token.js';
import { CurrentPrincipal, PrincipalGuard } from './principal.guard.js';
import { OptionalPrincipal, Public, RequireAdmin, RequirePremium, RequirePrincipal } from './rpc-access.js';

// Which handler bodies ran, and with which principal: a refused request must never get this far.
const ran: { pattern: string; userId: string | undefined }[] = [];
const answer = (pattern: string, principal: Principal | undefined): ServiceHealth => {
  ran.push({ pattern, userId: principal?.userId });
  return { service: pattern, version: 'test', pid: 1, uptimeSeconds: 0 };
};

// One handler per access level (the health patterns share a reply type), and one with no rule.
@Controller()
class AccessLevels {
  @RpcHandler(RpcPattern.IdentityHealth)
  @Public()
  open(@CurrentPrincipal() principal: Principal | undefined) {
    return answer('public', principal);
  }

  @RpcHandler(RpcPattern.AssessmentsHealth)
  @OptionalPrincipal()
  optional(@CurrentPrincipal() principal: Principal | undefined) {
    return answer('optional', principal);
  }

  @RpcHandler(RpcPattern.BillingHealth)
  @RequirePrincipal()
  user(@CurrentPrincipal() principal: Principal) {
    return answer('user', principal);
  }

  @RpcHandler(RpcPattern.ObservabilityHealth)
  @RequirePremium()
  premium(@CurrentPrincipal() principal: Principal) {
    return answer('premium', principal);
  }

  @RpcHandler(RpcPattern.WorkerHealth)
  @RequireAdmin()
  admin(@CurrentPrincipal() principal: Principal) {
    return answer('admin', principal);
  }

  @RpcHandler(RpcPattern.BillingPrice)
  undeclared() {
    ran.push({ pattern: 'undeclared', userId: undefined });
    return { amount: 1, currency: 'usd' };
  }
}

@Module({ controllers: [AccessLevels] })
class AccessModule {}

/** Turns our known errors into their bodies, as RpcErrorFilter does, so the test sees the status. */
@Catch()
class KnownErrors implements ExceptionFilter {
  catch(exception: unknown) {
    return throwError(() => knownErrorBody(exception) ?? exception);
  }
}

describe('access to RPC handlers (deny by default)', () => {
  const keys = generatePrincipalKeyPair();
  let app: INestMicroservice;
  let transport: RedisStreamsServer;

  beforeAll(async () => {
    const logger = createLogger({ service: 'test', version: 'test', level: 'silent' });
    transport = new RedisStreamsServer({ redisUrl: 'redis://127.0.0.1:9', prefix: 'unused', service: 'billing', logger });
    app = await NestFactory.createMicroservice(AccessModule, { strategy: transport, logger: false });
    app.useGlobalFilters(new KnownErrors());
    app.useGlobalGuards(new PrincipalGuard(new PrincipalVerifier(principalPublicKey(keys.publicKey))));
    await app.init();
  });
  afterAll(() => app?.close());

  const person = (rights: Partial<Principal> = {}): Principal => ({
    userId: randomUUID(),
    sessionId: randomUUID(),
    email: 'p@example.test',
    isPremium: false,
    isAdmin: false,
    ...rights,
  });

  /** The status a request gets (200 when the handler ran), as the transport would call it. */
  async function statusOf(pattern: Pattern, principal?: Principal | string): Promise<number> {
    const token = typeof principal === 'string' ? principal : principal ? await signPrincipal(principal, principalPrivateKey(keys.privateKey)) : undefined;
    const meta = { id: randomUUID(), pattern, replyTo: 'nowhere', deadline: Date.now() + 5000, requestId: 'r', ...(token ? { principal: token } : {}) };
    try {
      const result: unknown = await registeredHandlers(transport).get(pattern)!({}, new RpcContext([meta]));
      if (isObservable(result)) await lastValueFrom(result);
      return 200;
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  }

  it('opens each level to exactly the people it names', async () => {
    // Callers in this order: nobody, a logged-in person, a premium person, an admin (not premium).
    const callers = [undefined, person(), person({ isPremium: true }), person({ isAdmin: true })];
    const table: Record<string, number[]> = {};
    for (const pattern of [
      RpcPattern.IdentityHealth,
      RpcPattern.AssessmentsHealth,
      RpcPattern.BillingHealth,
      RpcPattern.ObservabilityHealth,
      RpcPattern.WorkerHealth,
    ]) {
      table[pattern] = [];
      for (const caller of callers) table[pattern].push(await statusOf(pattern, caller));
    }
    expect(table).toEqual({
      'identity.health': [200, 200, 200, 200],
      'assessments.health': [200, 200, 200, 200],
      'billing.health': [401, 200, 200, 200],
      'observability.health': [401, 403, 200, 403],
      'worker.health': [401, 403, 403, 200],
    });
  });

  it('refuses a forged principal wherever one is read, and ignores it on public handlers', async () => {
    const forged = await signPrincipal(person({ isAdmin: true }), principalPrivateKey(generatePrincipalKeyPair().privateKey));
    expect(await statusOf(RpcPattern.AssessmentsHealth, forged)).toBe(401);
    expect(await statusOf(RpcPattern.WorkerHealth, forged)).toBe(401);
    ran.length = 0;
    expect(await statusOf(RpcPattern.IdentityHealth, forged)).toBe(200);
    expect(ran).toEqual([{ pattern: 'public', userId: undefined }]);
  });

  it('gives the handler the verified principal', async () => {
    const caller = person({ isPremium: true });
    ran.length = 0;
    await statusOf(RpcPattern.ObservabilityHealth, caller);
    await statusOf(RpcPattern.AssessmentsHealth, caller);
    expect(ran).toEqual([
      { pattern: 'premium', userId: caller.userId },
      { pattern: 'optional', userId: caller.userId },
    ]);
  });

  it('answers 403 for a handler that declares no rule, and never runs it', async () => {
    ran.length = 0;
    expect(await statusOf(RpcPattern.BillingPrice)).toBe(403);
    expect(await statusOf(RpcPattern.BillingPrice, person({ isAdmin: true, isPremium: true }))).toBe(403);
    expect(ran).toEqual([]);
  });
});

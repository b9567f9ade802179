import type { Type } from '@nestjs/common';
import { MetadataScanner } from '@nestjs/core';
import { RpcPattern, patternsOwnedBy, serviceOfPattern, type RpcServiceName } from '@lifewheel/contracts';
import { accessOf, type RpcAccess } from '../auth/rpc-access.js';
import { rpcPatternOf } from './rpc-handler.decorator.js';

/** One @RpcHandler method as its class declares it. */
export interface RpcHandlerDeclaration {
  pattern: string;
  access: RpcAccess | undefined;
  /** `Class.method`, for messages. */
  handler: string;
}

const KNOWN_PATTERNS = new Set<string>(Object.values(RpcPattern));

/** Every @RpcHandler method of these controller classes, read from their metadata. */
export function rpcHandlersOf(controllers: Type[]): RpcHandlerDeclaration[] {
  const scanner = new MetadataScanner();
  return controllers.flatMap((controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const method = prototype[name] as object;
      const pattern = rpcPatternOf(method);
      return pattern ? [{ pattern, access: accessOf(method), handler: `${controller.name}.${name}` }] : [];
    });
  });
}

/**
 * What is wrong with a service's handlers: each pattern it owns (its `<service>.` prefix) must be
 * handled exactly once, it must handle nothing else, every handler must declare who may call it,
 * and everything the transport registered must have come through @RpcHandler.
 */
export function rpcHandlerProblems(service: RpcServiceName, declared: RpcHandlerDeclaration[], registered: Iterable<string>): string[] {
  const problems: string[] = [];
  const byPattern = new Map<string, RpcHandlerDeclaration[]>();
  for (const declaration of declared) byPattern.set(declaration.pattern, [...(byPattern.get(declaration.pattern) ?? []), declaration]);
  for (const pattern of patternsOwnedBy(service)) {
    const handlers = byPattern.get(pattern) ?? [];
    if (handlers.length === 0) problems.push(`${pattern} has no handler`);
    if (handlers.length > 1) problems.push(`${pattern} is handled ${handlers.length} times (${handlers.map((h) => h.handler).join(', ')})`);
  }
  for (const { pattern, handler, access } of declared) {
    if (!KNOWN_PATTERNS.has(pattern)) problems.push(`${handler} handles ${pattern}, which is not in the RPC contract map`);
    else if (serviceOfPattern(pattern) !== service) problems.push(`${handler} handles ${pattern}, which belongs to ${serviceOfPattern(pattern)}`);
    if (!access)
      problems.push(
        `${handler} (${pattern}) declares no access rule (@Public(), @OptionalPrincipal(), @RequirePrincipal(), @RequirePremium() or @RequireAdmin())`,
      );
  }
  for (const pattern of registered) {
    if (!byPattern.has(pattern)) problems.push(`${pattern} is registered without @RpcHandler, so its reply type and access rule are unchecked`);
  }
  return problems;
}

/** Start-up check (as assertOneHandlerPerJob for jobs): throws naming every problem at once. */
export function assertRpcHandlers(service: RpcServiceName, declared: RpcHandlerDeclaration[], registered: Iterable<string>): void {
  const problems = rpcHandlerProblems(service, declared, registered);
  if (problems.length > 0) throw new Error(`RPC handlers of ${service} are miswired: ${problems.join('; ')}`);
}

/** Pattern -> access rule of these controllers, for the tests that keep every handler's rule in view. */
export function rpcAccessTable(controllers: Type[]): Record<string, RpcAccess | 'none'> {
  return Object.fromEntries(rpcHandlersOf(controllers).map(({ pattern, access }) => [pattern, access ?? 'none']));
}

/** What a review of a service's handlers needs: who may call each pattern, and what the start-up check would refuse. */
export function rpcAccessReview(service: RpcServiceName, controllers: Type[]): { access: Record<string, RpcAccess | 'none'>; problems: string[] } {
  return { access: rpcAccessTable(controllers), problems: rpcHandlerProblems(service, rpcHandlersOf(controllers), []) };
}

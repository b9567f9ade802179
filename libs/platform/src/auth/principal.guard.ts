import { Inject, Injectable, Optional, createParamDecorator, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@lifewheel/contracts';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
import type { RpcContext } from '../rpc/rpc-context.js';
import type { PrincipalVerifier } from './principal-token.js';
import { accessOf } from './rpc-access.js';

/** Provided by PlatformModule when the service's config has PRINCIPAL_PUBLIC_KEY. */
export const PRINCIPAL_VERIFIER = Symbol('PRINCIPAL_VERIFIER');

// The verified principal of each request, kept beside its RPC context (never in the payload,
// which a caller controls).
const verified = new WeakMap<object, Principal>();

/**
 * Every RPC handler's door (runRpcService installs it globally): verifies the signed principal the
 * gateway attached (design.md section 8) and checks the handler's declared access rule. A handler
 * that declares none is closed. Services never trust a user id that arrives in a payload.
 */
@Injectable()
export class PrincipalGuard implements CanActivate {
  constructor(@Optional() @Inject(PRINCIPAL_VERIFIER) private readonly verifier?: PrincipalVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = accessOf(context.getHandler());
    // The start-up check refuses such a handler; this is the last line of defence.
    if (!access) throw new AppException(ErrorCode.Forbidden, 'This request is not open to anyone.');
    if (access === 'public') return true;
    const rpc = context.switchToRpc().getContext<RpcContext>();
    const token = rpc.meta.principal;
    if (!token) {
      if (access === 'optional') return true;
      throw new AppException(ErrorCode.Unauthorized, 'Please log in first.');
    }
    if (!this.verifier) throw new Error('This service has no PRINCIPAL_PUBLIC_KEY, so it cannot check who is asking');
    const principal = await this.verifier.verify(token);
    if (access === 'premium' && !principal.isPremium) throw new AppException(ErrorCode.Forbidden, 'This is part of Lifewheel Premium.');
    if (access === 'admin' && !principal.isAdmin) throw new AppException(ErrorCode.Forbidden, 'Only administrators can do this.');
    verified.set(rpc, principal);
    return true;
  }
}

/** The verified principal of this request, or undefined (public handlers, or no principal attached). */
export function principalOf(context: RpcContext): Principal | undefined {
  return verified.get(context);
}

/** Parameter decorator: `@CurrentPrincipal() principal: Principal` (or `Principal | undefined` with OptionalPrincipal). */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  principalOf(context.switchToRpc().getContext<RpcContext>()),
);

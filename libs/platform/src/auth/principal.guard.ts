import {
  Inject,
  Injectable,
  Optional,
  SetMetadata,
  UseGuards,
  applyDecorators,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Principal } from '@lifewheel/contracts';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';
import type { RpcContext } from '../rpc/rpc-context.js';
import type { PrincipalVerifier } from './principal-token.js';

/** Provided by PlatformModule when the service's config has PRINCIPAL_PUBLIC_KEY. */
export const PRINCIPAL_VERIFIER = Symbol('PRINCIPAL_VERIFIER');

type Requirement = 'optional' | 'user' | 'premium' | 'admin';
const REQUIREMENT = 'lifewheel:principal-requirement';

// The verified principal of each request, kept beside its RPC context (never in the payload,
// which a caller controls).
const verified = new WeakMap<object, Principal>();

/**
 * Verifies the signed principal the gateway attached to an RPC (design.md section 8) and checks
 * the handler's requirement. Services never trust a user id that arrives in a payload.
 */
@Injectable()
export class PrincipalGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(PRINCIPAL_VERIFIER) private readonly verifier?: PrincipalVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.get<Requirement | undefined>(REQUIREMENT, context.getHandler()) ?? 'user';
    const rpc = context.switchToRpc().getContext<RpcContext>();
    const token = rpc.meta.principal;
    if (!token) {
      if (requirement === 'optional') return true;
      throw new AppException(ErrorCode.Unauthorized, 'Please log in first.');
    }
    if (!this.verifier) throw new Error('This service has no PRINCIPAL_PUBLIC_KEY, so it cannot check who is asking');
    const principal = await this.verifier.verify(token);
    if (requirement === 'premium' && !principal.isPremium) throw new AppException(ErrorCode.Forbidden, 'This is part of Lifewheel Premium.');
    if (requirement === 'admin' && !principal.isAdmin) throw new AppException(ErrorCode.Forbidden, 'Only administrators can do this.');
    verified.set(rpc, principal);
    return true;
  }
}

const requirePrincipal = (requirement: Requirement) => applyDecorators(SetMetadata(REQUIREMENT, requirement), UseGuards(PrincipalGuard));

/** The handler needs a logged-in person. */
export const RequirePrincipal = () => requirePrincipal('user');
/** The handler needs a premium user. */
export const RequirePremium = () => requirePrincipal('premium');
/** The handler needs an admin. */
export const RequireAdmin = () => requirePrincipal('admin');
/** Anyone may call; a principal, when attached, must be genuine and is then available. */
export const OptionalPrincipal = () => requirePrincipal('optional');

/** The verified principal of this request, or undefined (only after one of the decorators above). */
export function principalOf(context: RpcContext): Principal | undefined {
  return verified.get(context);
}

/** Parameter decorator: `@CurrentPrincipal() principal: Principal` (or `Principal | undefined` with OptionalPrincipal). */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext) => principalOf(context.switchToRpc().getContext<RpcContext>()));

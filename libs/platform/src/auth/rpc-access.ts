import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

/**
 * Who may reach an RPC handler (design.md section 10). Every handler declares one; PrincipalGuard
 * refuses a handler that declares none, and the start-up check refuses to start with one.
 * - `public`: anyone; any attached principal is ignored.
 * - `optional`: anyone; an attached principal must be genuine and is then available.
 * - `user`: a logged-in person. `premium`, `admin`: a person with that right.
 */
export const RPC_ACCESS_LEVELS = ['public', 'optional', 'user', 'premium', 'admin'] as const;
export type RpcAccess = (typeof RPC_ACCESS_LEVELS)[number];

const RPC_ACCESS = 'lifewheel:rpc-access';
const reflector = new Reflector();

/** Anyone may call; no principal is read. */
export const Public = () => SetMetadata(RPC_ACCESS, 'public' satisfies RpcAccess);
/** Anyone may call; a principal, when attached, must be genuine and is then available. */
export const OptionalPrincipal = () => SetMetadata(RPC_ACCESS, 'optional' satisfies RpcAccess);
/** The handler needs a logged-in person. */
export const RequirePrincipal = () => SetMetadata(RPC_ACCESS, 'user' satisfies RpcAccess);
/** The handler needs a premium user. */
export const RequirePremium = () => SetMetadata(RPC_ACCESS, 'premium' satisfies RpcAccess);
/** The handler needs an admin. */
export const RequireAdmin = () => SetMetadata(RPC_ACCESS, 'admin' satisfies RpcAccess);

/** The access rule a handler method declares, or undefined when it declares none. */
export function accessOf(handler: object): RpcAccess | undefined {
  return reflector.get<RpcAccess | undefined>(RPC_ACCESS, handler as () => unknown);
}

import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import type { RpcPattern, RpcReplyOf } from '@lifewheel/contracts';

const RPC_PATTERN = 'lifewheel:rpc-pattern';
const reflector = new Reflector();

/** A method that answers `P` with its reply from the contract map, at once or in a promise. */
type HandlerOf<P extends RpcPattern> = (...args: never[]) => RpcReplyOf<P> | Promise<RpcReplyOf<P>>;

/**
 * Marks a controller method as the handler of `pattern` (libs/contracts RpcContracts). The method
 * must return the pattern's reply type, or the decorator does not compile. It also declares the
 * pattern for the start-up check; the access rule is a separate decorator (auth/rpc-access.ts).
 */
export function RpcHandler<P extends RpcPattern>(pattern: P) {
  const declare = SetMetadata(RPC_PATTERN, pattern);
  const register = MessagePattern(pattern);
  return <M extends HandlerOf<P>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    declare(target, key, descriptor);
    register(target, key, descriptor);
  };
}

/** The pattern a method handles through @RpcHandler, or undefined. */
export function rpcPatternOf(handler: object): string | undefined {
  return reflector.get<string | undefined>(RPC_PATTERN, handler as () => unknown);
}

import type { MessageHandler, Server } from '@nestjs/microservices';

/**
 * The handlers Nest registered on a transport, by pattern. The one place that relies on how Nest
 * keys them: through the public `getHandlers()`, a plain string pattern under the string itself
 * (`normalizePattern`). nest-handlers.spec.ts fails loudly if an upgrade changes either.
 */
export function registeredHandlers(server: Server): ReadonlyMap<string, MessageHandler> {
  return new Map(server.getHandlers());
}

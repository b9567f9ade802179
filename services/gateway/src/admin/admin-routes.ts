import { gatewayRoutes, type GatewayRoute } from '../http/gateway-routes.js';

export type { GatewayRoute };

/** Every route the gateway declares under `prefix` (the admin access tests walk them). */
export function gatewayRoutesUnder(prefix: string): GatewayRoute[] {
  return gatewayRoutes().filter((route) => route.path.startsWith(prefix));
}

import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { GatewayModule } from '../gateway.module.js';
import type { GatewayConfig } from '../config.js';

export interface GatewayRoute {
  method: string;
  path: string;
}

/**
 * Every route the gateway's controllers declare, read from Nest's own route metadata, so a test
 * that walks them covers a route the day it is added (issue 17: "list the endpoints from the router").
 */
export function gatewayRoutes(): GatewayRoute[] {
  const controllers = (GatewayModule.register({} as GatewayConfig).controllers ?? []) as Type[];
  const routes: GatewayRoute[] = [];
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      routes.push({ method, path: `/${[base, path].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/') });
    }
  }
  return routes;
}

import type { Express } from 'express';

/** What we read of Express's router: its route layers (`app.router.stack`, Express 5). */
interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every `/api/admin` route the app answers, as `METHOD /path` (Express's own route table, as
 * allowed-methods.ts reads it): the access test walks this list, so a new route cannot be missed.
 */
export function adminRoutes(app: Express): string[] {
  const stack = (app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
  const routes = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || !layer.route.path.startsWith('/api/admin')) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${layer.route.path}`);
  }
  return [...routes].sort();
}

import type { Request } from 'express';

/** What we read of Express's router: its route layers (`app.router.stack`, Express 5). */
interface RouteLayer {
  match(path: string): unknown;
  route?: { methods: Record<string, boolean> };
}

/**
 * The methods the API answers at this path, so a request that found no handler can be told "405,
 * use one of these" instead of "no such endpoint". It reads Express's route table, which has no
 * public listing; gateway.int-spec.ts asks for a 405 and fails if an Express upgrade changes it.
 */
export function allowedMethods(req: Request): string[] {
  const stack = (req.app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || !layer.match(req.path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  return [...methods].sort();
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Express } from 'express';

/**
 * Serves the built web app: hashed assets for a year, everything else that is not an API or probe
 * path gets index.html so the client router can show the page (or its not-found page).
 */
export function mountWebApp(app: Express, webDist: string): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  app.use('/assets', express.static(join(webDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && !req.path.startsWith('/health/') && !req.path.startsWith('/assets/');
    if (!isPage) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}

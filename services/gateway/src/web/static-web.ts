import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response, type Express } from 'express';

const SUPPORTED_PREFIXES = new Set(['es', 'fr', 'de', 'it', 'pt', 'nl', 'zh-CN', 'zh-TW', 'ja', 'ko', 'ar', 'ru', 'hi', 'pt-BR', 'es-MX', 'pt-PT', 'sv', 'tr', 'id', 'vi', 'th', 'sw', 'fil']);

const CLIENT_RENDERED = new Set(['results', 'unsubscribe']);

/** Pages the browser renders from the app shell (they depend on a token): 200, not 404. */
function isClientRenderedPage(path: string): boolean {
  const [, first, ...rest] = path.split('/');
  const parts = first && SUPPORTED_PREFIXES.has(first) ? rest : [first, ...rest];
  return parts.length === 2 && CLIENT_RENDERED.has(parts[0] ?? '') && Boolean(parts[1]);
}

/**
 * Serves the built web app: hashed assets for a year; every public page as its pre-rendered HTML
 * (so the first paint needs no JavaScript); result pages as the app shell; anything else as the
 * shell with a 404 status, where the app shows its not-found page.
 */
export function mountWebApp(app: Express, webDist: string): boolean {
  const shell = join(webDist, 'app-shell.html');
  if (!existsSync(shell)) return false;
  // Pages and assets only: API answers are small and their CPU is better spent answering.
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : compress(req, res, next)));
  app.use('/assets', express.static(join(webDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/health/')) return next();
    // Spec section 2: /en/... is the unprefixed page.
    if (req.path === '/en' || req.path.startsWith('/en/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, `${req.path.slice(3) || '/'}${query}`);
    }
    const page = normalize(join(webDist, req.path, 'index.html'));
    if (page.startsWith(webDist) && !req.path.includes('..') && existsSync(page)) {
      res.setHeader('cache-control', 'no-cache');
      return res.sendFile(page);
    }
    next();
  });
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/health/')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.status(isClientRenderedPage(req.path) ? 200 : 404).sendFile(shell);
  });
  return true;
}

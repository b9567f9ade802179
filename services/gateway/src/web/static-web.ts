import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response, type Express } from 'express';
import { ASSESSMENT_TOKEN_PATTERN, PREFIXED_LANGUAGES, PREMIUM_SECTIONS, RESULTS_SHELL_TOKEN, type ShareLinkStatus } from '@lifewheel/contracts';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { isApiPath, isHealthPath } from '../http/api-path.js';
import { redirectWithinSite } from '../http/same-origin-redirect.js';
import { SiteFiles } from './site-files.js';

const SUPPORTED_PREFIXES: ReadonlySet<string> = new Set(PREFIXED_LANGUAGES);

const CLIENT_RENDERED = new Set(['results', 'unsubscribe', 'shared', 'workshop', 'join']);
/** The premium purchase depends on who is asking and on the checkout: rendered in the browser, never 404. */
const PREMIUM_PURCHASE_PAGES = ['premium/enrollment', 'premium/payment', 'premium/payment/return'];
/** Login pages depend on the session (and the link's fragment), the dashboard on who is asking: not pre-rendered, not for search engines. */
const CLIENT_RENDERED_EXACT = new Set(['login', 'login/verify', ...PREMIUM_PURCHASE_PAGES, 'premium/dashboard', 'premium/focus/new', 'account', 'workshop']);

/** A workshop's paper sheets (`/workshop/{id}/sheet`): for its facilitator only, so rendered in the browser. */
function isWorkshopSheetPage([workshop, id, sheet, ...more]: string[]): boolean {
  return workshop === 'workshop' && Boolean(id) && sheet === 'sheet' && more.length === 0;
}

/**
 * Pages of one id or token: a focus's re-rate (the reminder email's link; it asks to log in when
 * needed), the reminder stop page and the mailing list's confirm page (buttons that POST; the token
 * is checked then).
 */
function isTokenPage(parts: string[]): boolean {
  const [first, second, third, fourth, ...more] = parts;
  if (more.length > 0) return false;
  if (first === 'premium' && second === 'focus') return Boolean(third) && fourth === 'rerate';
  const tokenOnly = Boolean(third) && fourth === undefined;
  return tokenOnly && ((first === 'focus-reminders' && second === 'stop') || (first === 'mailing-list' && second === 'confirm'));
}

/** The operations console (issue 17): staff pages in English, so without a language prefix. */
const ADMIN_PAGES: ReadonlySet<string> = new Set(['/admin', '/admin/debug', '/admin-indexnow']);

/**
 * A premium content page: a known section, alone or with one of the 12 domains. Its content depends
 * on who is asking (the preview for everyone else), so it is rendered in the browser; any other
 * section or domain is the app's not-found page, and a 404.
 */
function isPremiumContentPage([premium, content, section = '', domain, ...more]: string[]): boolean {
  if (premium !== 'premium' || content !== 'content' || more.length > 0) return false;
  return (PREMIUM_SECTIONS as readonly string[]).includes(section) && (domain === undefined || (DEFAULT_DOMAIN_IDS as readonly string[]).includes(domain));
}

/** A path's language prefix, if it has a supported one, and its segments after it. */
function splitPrefix(path: string): { language?: string; parts: string[] } {
  const [, first = '', ...rest] = path.split('/');
  return SUPPORTED_PREFIXES.has(first) ? { language: first, parts: rest } : { parts: [first, ...rest] };
}

/** Pages the browser renders from the app shell (they depend on a token): 200, not 404. */
function isClientRenderedPage(path: string): boolean {
  if (ADMIN_PAGES.has(path)) return true;
  const { parts } = splitPrefix(path);
  if (CLIENT_RENDERED_EXACT.has(parts.join('/')) || isPremiumContentPage(parts) || isTokenPage(parts) || isWorkshopSheetPage(parts)) return true;
  return parts.length === 2 && CLIENT_RENDERED.has(parts[0] ?? '') && Boolean(parts[1]);
}

/** Client-rendered pages whose head (title, description, lang) the build writes per language: shells/{name}.{language}.html. */
const HEAD_SHELL_PAGES: ReadonlySet<string> = new Set(['login', 'login/verify', ...PREMIUM_PURCHASE_PAGES]);

/**
 * The page's own shell in its language, if the build made one: the results page's pre-rendered
 * loading state, or the head of a login or purchase page (issue 25: `/ja/login`'s title is Japanese
 * before any script runs).
 */
function shellOf(webDist: string, path: string): string | undefined {
  const { language = 'en', parts } = splitPrefix(path);
  const [name, token, ...more] = parts;
  const shell = HEAD_SHELL_PAGES.has(parts.join('/')) ? parts.join('-') : name === 'results' && token && more.length === 0 ? 'results' : undefined;
  if (!shell) return undefined;
  const file = join(webDist, 'shells', `${shell}.${language}.html`);
  return existsSync(file) ? file : undefined;
}

/**
 * The results shell's links (the language menu's) name the token the build rendered it with, and
 * hydration keeps them as they are: each request's own token goes in its place, so choosing a
 * language, or opening one in a new tab, stays on these results. A token that cannot exist is not
 * written into the page (its page says it found nothing): there the menu leads to each language's
 * home page, not to a results address that names the placeholder.
 */
function withResultsToken(path: string): ((html: string) => string) | undefined {
  const [name, token] = splitPrefix(path).parts;
  if (name !== 'results' || !token) return undefined;
  if (ASSESSMENT_TOKEN_PATTERN.test(token)) return (html) => html.replaceAll(`/results/${RESULTS_SHELL_TOKEN}"`, `/results/${token}"`);
  return (html) => html.replace(SHELL_RESULTS_LINK, (_link, prefix: string) => `"${prefix || '/'}"`);
}

/** `"/results/results-token"` or `"/ja/results/results-token"`: the language prefix, if any, is group 1. */
const SHELL_RESULTS_LINK = new RegExp(`"((?:/[A-Za-z-]+)?)/results/${RESULTS_SHELL_TOKEN}"`, 'g');

/**
 * Serves the built web app: hashed assets for a year; every public page as its pre-rendered HTML
 * (so the first paint needs no JavaScript); result pages as the app shell; anything else as the
 * shell with a 404 status, where the app shows its not-found page. `origin` is PUBLIC_URL as the
 * configuration gives it, without a trailing slash.
 */
export interface WebAppOptions {
  /** Where a share link leads (assessments decides), so a withdrawn one answers 410 and an unknown one 404. */
  shareLinkStatus?: (shareToken: string) => Promise<ShareLinkStatus>;
}

/** The token of a shared-wheel page (`/shared/{token}`, in any language), if the path is one. */
function sharedPageToken(path: string): string | undefined {
  const [name, token, ...more] = splitPrefix(path).parts;
  return name === 'shared' && token && more.length === 0 ? token : undefined;
}

const SHARE_LINK_HTTP_STATUS: Record<ShareLinkStatus, number> = { live: 200, withdrawn: 410, unknown: 404 };

export function mountWebApp(app: Express, webDist: string, origin: string, options: WebAppOptions = {}): boolean {
  const shell = join(webDist, 'app-shell.html');
  if (!existsSync(shell)) return false;
  const files = new SiteFiles(origin);
  const send = (res: Response, file: string, type: string, status = 200, adapt: (text: string) => string = (text) => text) => {
    files.read(file).then(
      (text) => res.status(status).type(type).setHeader('cache-control', 'no-cache').send(adapt(text)),
      () => res.status(404).end(),
    );
  };
  // Pages and assets only: API answers are small and their CPU is better spent answering.
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : compress(req, res, next)));
  app.use('/assets', express.static(join(webDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApiPath(req.path) || isHealthPath(req.path)) return next();
    // Spec section 2: /en/... is the unprefixed page.
    if (req.path === '/en' || req.path.startsWith('/en/')) {
      const query = req.originalUrl.slice(req.path.length);
      return redirectWithinSite(res, 301, `${req.path.slice(3) || '/'}${query}`);
    }
    if (req.path === '/sitemap.xml') return send(res, join(webDist, 'sitemap.xml'), 'application/xml');
    if (req.path === '/robots.txt') return send(res, join(webDist, 'robots.txt'), 'text/plain');
    const page = normalize(join(webDist, req.path, 'index.html'));
    if (page.startsWith(webDist) && !req.path.includes('..') && existsSync(page)) return send(res, page, 'html');
    next();
  });
  // No file lives under /api/ or /health/: spare those requests a stat() of the disk each.
  const staticFiles = express.static(webDist, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) || isHealthPath(req.path) ? next() : staticFiles(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || isHealthPath(req.path)) return next();
    if (!isClientRenderedPage(req.path)) return send(res, shell, 'html', 404);
    const shareToken = sharedPageToken(req.path);
    if (shareToken && options.shareLinkStatus) {
      // The page says the same from the API; if the service cannot answer now, the page still loads.
      options.shareLinkStatus(shareToken).then(
        (status) => send(res, shell, 'html', SHARE_LINK_HTTP_STATUS[status]),
        () => send(res, shell, 'html'),
      );
      return;
    }
    send(res, shellOf(webDist, req.path) ?? shell, 'html', 200, withResultsToken(req.path));
  });
  return true;
}

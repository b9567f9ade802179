import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Browser features the app never uses, switched off for every page and any frame in it, so that
 * injected script could not ask for them either.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The security headers of every answer. The Content-Security-Policy allows only what the built
 * app needs: scripts, styles and fonts from this site; style attributes inline (the pre-rendered
 * pages carry `style="--chip-color:..."`), but no inline or foreign style sheets. No page may be
 * framed, said both ways (`frame-ancestors 'none'` and `X-Frame-Options: DENY`).
 */
export function securityHeaders() {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'style-src-elem': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'font-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}

import type { NextFunction, Request, Response } from 'express';

/**
 * IndexNow's key file (indexnow.org): `/{key}.txt`, `text/plain; charset=utf-8`, whose body is the
 * key and nothing else. Search engines fetch it to check that a submission comes from this site.
 */
export function indexNowKeyFile(key: string) {
  const path = `/${key}.txt`;
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== path) return next();
    res
      .status(200)
      .setHeader('content-type', 'text/plain; charset=utf-8')
      .setHeader('cache-control', 'no-cache')
      .end(req.method === 'HEAD' ? undefined : key);
  };
}

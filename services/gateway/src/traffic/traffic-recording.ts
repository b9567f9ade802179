import type { NextFunction, Request, Response } from 'express';
import { currentRequestScope } from '@lifewheel/platform';
import type { TrafficCounter } from './traffic-counter.js';

/** Counted under this when the request asked no service (the web app's files, the API docs). */
export const GATEWAY_ITSELF = 'gateway';

// Probes and the health report are monitoring, not traffic: the health panel covers them.
const NOT_TRAFFIC = /^\/(?:health\/|api\/health(?:$|\?))/;

/** Counts each answered request under the service it asked first, with its status and duration. */
export function trafficRecording(counter: TrafficCounter) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (NOT_TRAFFIC.test(req.url)) return next();
    const started = Date.now();
    // The scope object is the one RpcClient marks with the service; 'finish' fires outside it.
    const scope = currentRequestScope();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      // A client that went away before the answer counts as the 499 nginx would log.
      const status = res.writableFinished ? res.statusCode : 499;
      counter.record(scope?.service ?? GATEWAY_ITSELF, status, Date.now() - started, started);
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

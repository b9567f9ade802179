import type { Request, Response } from 'express';
import type { WorkshopEventKind } from '@lifewheel/contracts';
import { AppException, RemoteError } from '@lifewheel/platform';
import type { Listener } from './workshop-events.hub.js';

export const HEARTBEAT_MS = 15_000;
/** How soon a browser asks again after the stream's first view could not be had. */
export const RETRY_AFTER_OUTAGE_MS = 3_000;

/** A service that did not answer (or answered 5xx) this time: worth asking again shortly. */
function isTransient(error: unknown): boolean {
  const status = error instanceof RemoteError ? error.body.statusCode : error instanceof AppException ? error.status : 500;
  return status >= 500;
}

/**
 * The stream's first view. A browser's EventSource gives up for good on any answer but a stream, so
 * when the view cannot be had for a passing reason (a service restarting, a deadline missed), the
 * answer is still a stream: one that tells it to come back in 3 s, and ends. A phone that lost its
 * connection during an outage then still sees the reveal. Anything else (404, 401) is thrown on.
 */
export async function firstViewOrRetryLater<View>(res: Response, load: () => Promise<View>): Promise<View | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!isTransient(error)) throw error;
    streamHeaders(res);
    res.end(`retry: ${RETRY_AFTER_OUTAGE_MS}\n\n`);
    return undefined;
  }
}

function streamHeaders(res: Response): void {
  res.status(200);
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache, no-store');
  res.setHeader('connection', 'keep-alive');
  // Nginx and similar proxies must pass each event on as it comes.
  res.setHeader('x-accel-buffering', 'no');
}

/**
 * A server-sent event stream on `res`: sends `first` at once, then, after each `subscribe` signal,
 * the fresh view `fetch` returns (one fetch at a time; signals during a fetch fold into one more).
 * A comment every 15 s keeps proxies from closing an idle stream. Everything is cleaned up when the
 * client goes away, or when `fetch` says the view is gone (undefined: the stream ends with `event: end`);
 * a failed fetch is skipped.
 */
export async function serveEventStream<View>(
  req: Request,
  res: Response,
  first: View,
  fetch: () => Promise<View | undefined>,
  subscribe: (listener: Listener) => Promise<() => void>,
  /** Which changes this stream's view depends on (all by default). */
  follows: (kind: WorkshopEventKind) => boolean = () => true,
): Promise<void> {
  streamHeaders(res);
  res.flushHeaders();
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  // The same view twice is not sent again (a change this screen does not show, or the catch-up fetch).
  let last = JSON.stringify(first);
  send('view', first);

  let closed = false;
  let fetching = false;
  let again = false;
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  let unsubscribe: () => void = () => undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
  };
  req.on('close', close);
  res.on('close', close);

  const refresh = async (): Promise<void> => {
    if (closed) return;
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    try {
      do {
        again = false;
        let view: View | undefined;
        try {
          view = await fetch();
        } catch {
          // A service that did not answer this once: the next change (or the client's reconnect) catches up.
          continue;
        }
        if (closed) return;
        if (view === undefined) {
          send('end', {});
          res.end();
          close();
          return;
        }
        const text = JSON.stringify(view);
        if (text !== last) {
          last = text;
          res.write(`event: view\ndata: ${text}\n\n`);
        }
      } while (again && !closed);
    } finally {
      fetching = false;
    }
  };

  unsubscribe = await subscribe({
    onChange: (kind) => {
      if (follows(kind)) void refresh();
    },
    end: () => {
      res.end();
      close();
    },
  });
  if (closed) unsubscribe();
  // A change between the first view and the subscription would otherwise be missed.
  else void refresh();
}

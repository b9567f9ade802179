import { Agent, request } from 'node:http';
import { benchHeaders, type HttpTarget } from './http-target.js';

/**
 * One request at a time to `target` over a single kept-alive connection, resolving once the whole
 * answer is read and rejecting on anything but 2xx (a refused request must never be timed as a
 * served one). node:http rather than fetch: fetch's own work per call (Request and Response
 * objects, body streams) added about 0.5 ms, up to 1 ms, to each call at concurrency 1: a cost of
 * the client, not of the path being measured.
 */
export function httpRequester(target: HttpTarget): { send: () => Promise<void>; close: () => void } {
  const url = new URL(target.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = target.body === undefined ? undefined : Buffer.from(target.body);
  const headers = { ...benchHeaders(target), ...(body ? { 'content-length': String(body.length) } : {}) };
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: target.method, agent, headers }, (res) => {
        res.resume();
        res.once('error', reject);
        res.once('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`${target.method} ${url.pathname} answered ${status}`));
        });
      });
      req.once('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

import autocannon from 'autocannon';
import { benchHeaders, type HttpTarget } from './http-target.js';
import type { LatencySummary } from './latency.js';

/** Load from autocannon (a separate HTTP client pool), summarised like the in-process runs. */
export async function autocannonRun(target: HttpTarget, concurrency: number, seconds: number): Promise<LatencySummary & { non2xx: number }> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: concurrency,
    duration: seconds,
    headers: benchHeaders(target),
    ...(target.body ? { body: target.body } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    perSecond: result.requests.average,
    non2xx: result.non2xx,
  };
}

import autocannon from 'autocannon';
import type { LatencySummary } from './latency.js';

export interface HttpTarget {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

/** Load from autocannon (a separate HTTP client pool), summarised like the in-process runs. */
export async function autocannonRun(target: HttpTarget, concurrency: number, seconds: number): Promise<LatencySummary & { non2xx: number }> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: concurrency,
    duration: seconds,
    // The gateway refuses state-changing requests without the site's Origin, as browsers send it.
    headers: { 'content-type': 'application/json', origin: new URL(target.url).origin },
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

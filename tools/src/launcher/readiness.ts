// Waits until the gateway's /api/health says everything is up (200), and if it does not in
// time, says what is not up, from the health body that lists every process.
import { describeNotUp } from './health-summary.js';

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessOptions {
  url: string;
  timeoutMs: number;
  signal: AbortSignal;
  intervalMs?: number;
}

async function probe(url: string, signal: AbortSignal): Promise<Readiness> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(3_000)]) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    return { ready: false, reason: `the gateway does not answer on ${url} (${cause})` };
  }
  if (response.status === 200) {
    await response.body?.cancel();
    return { ready: true };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const notUp = describeNotUp(body);
  return { ready: false, reason: `${url} answers ${response.status}${notUp.length > 0 ? `; not up: ${notUp.join(', ')}` : ''}` };
}

export async function waitForHealth(options: ReadinessOptions): Promise<Readiness> {
  const { url, timeoutMs, signal, intervalMs = 500 } = options;
  const deadline = Date.now() + timeoutMs;
  let last: Readiness = { ready: false, reason: 'not checked yet' };
  while (!signal.aborted) {
    last = await probe(url, signal);
    if (last.ready || Date.now() + intervalMs > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return { ready: false, reason: 'stopped' };
}

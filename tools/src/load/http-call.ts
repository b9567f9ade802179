// One HTTP request of a load client, as a browser sends it (our Origin, JSON), naming its client
// address in X-Forwarded-For as a proxy would. Every answered request's latency is reported.
export interface Answer {
  status: number;
  json: Record<string, unknown> | undefined;
  headers: Headers;
}

export interface LatencySink {
  (sample: { at: number; ms: number; operation: string; status: number }): void;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  clientAddress: string;
  operation: string;
  timeoutMs?: number;
}

/** Answers the response, or throws when none came (refused, reset, timed out): a client then retries. */
export async function call(baseUrl: string, path: string, options: CallOptions, onLatency: LatencySink): Promise<Answer> {
  const started = performance.now();
  const noAnswer = (error: unknown): never => {
    // Status 0: no answer at all (refused, reset, timed out), counted apart from 5xx.
    onLatency({ at: Date.now(), ms: performance.now() - started, operation: options.operation, status: 0 });
    throw error;
  };
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      origin: baseUrl,
      'x-forwarded-for': options.clientAddress,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  }).catch(noAnswer);
  const text = await response.text().catch(noAnswer);
  onLatency({ at: Date.now(), ms: performance.now() - started, operation: options.operation, status: response.status });
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, headers: response.headers };
}

/** What a real client does on an outage: the same request again, a little later. 5xx, 429 and no answer at all. */
export const worthRetrying = (status: number | undefined): boolean => status === undefined || status >= 500 || status === 429;

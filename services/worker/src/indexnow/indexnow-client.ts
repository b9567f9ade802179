export interface IndexNowRequest {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

export interface IndexNowAnswer {
  /** null: no answer at all (network error or timeout). */
  status: number | null;
  latencyMs: number;
  retryAfter: string | null;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** One POST to the IndexNow endpoint, as indexnow.org describes it. */
export async function postToIndexNow(endpoint: string, request: IndexNowRequest): Promise<IndexNowAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, latencyMs: Math.round(performance.now() - started), retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: null, latencyMs: Math.round(performance.now() - started), retryAfter: null };
  }
}

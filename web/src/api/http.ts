import type { ErrorCode, FieldError } from '@lifewheel/contracts';
import { takeEarlyAnswer } from './early-answers.js';
import { parseErrorBody } from './error-body.js';

/**
 * Spec section 8: any non-OK answer becomes an error "<status>: <body or status text>". Pages act
 * on its `code` and `fieldErrors` (message keys they translate), never on the English text.
 */
export class HttpError extends Error {
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: readonly FieldError[];

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    const parsed = parseErrorBody(body);
    this.code = parsed.code;
    this.fieldErrors = parsed.fieldErrors;
  }
}

/** A refusal (a 4xx) is an answer the page acts on, not a failure worth retrying; anything else gets two more tries. */
export const retryUnlessRefused = (failures: number, error: Error): boolean => !(error instanceof HttpError && error.status < 500) && failures < 2;

/** The code of a failed answer; undefined when no answer came (offline, timeout) or it was not ours. */
export const errorCodeOf = (error: unknown): ErrorCode | undefined => (error instanceof HttpError ? error.code : undefined);

/** A feature's text for a failed answer, looked up by its code in the feature's own table; `fallback` for anything else. */
export function textKeyForCode<Key extends string>(error: unknown, keys: Partial<Record<ErrorCode, Key>>, fallback: Key): Key {
  const code = errorCodeOf(error);
  return (code && keys[code]) ?? fallback;
}

/** Spec section 7: JSON body only when there is a payload; cookies always included. */
export async function apiRequest<T>(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<T> {
  const early = method === 'GET' ? takeEarlyAnswer(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: payload === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      ...(signal ? { signal } : {}),
    }));
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The default query fetcher: the key's parts joined with slashes form the path. A 204 (no
 * content, as /api/auth/user answers a visitor) is `null`; any non-OK answer throws.
 */
export function queryFetcher() {
  return async <T>({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', ...(signal ? { signal } : {}) });
    if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
    if (response.status === 204) return null;
    return (await response.json()) as T;
  };
}

/** Spec section 8: any non-OK answer becomes an error "<status>: <body or status text>". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

export async function apiRequest<T>(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: payload === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}

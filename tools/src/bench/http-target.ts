/** One HTTP request the bench repeats. */
export interface HttpTarget {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Sent on top of the bench headers, e.g. a session cookie. */
  headers?: Record<string, string>;
}

/**
 * The headers of every bench request: JSON, with the site's Origin as a browser sends it (the
 * gateway refuses state-changing API requests without it).
 */
export const benchHeaders = (target: HttpTarget): Record<string, string> => ({
  'content-type': 'application/json',
  origin: new URL(target.url).origin,
  ...target.headers,
});

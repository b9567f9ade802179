/**
 * Whether a request path is under the API, spelled however the client chose. Routing is case
 * sensitive (start.ts), but the checks that guard the API (Origin, body parsing, which paths skip
 * the web app) must not depend on that alone: `/API/` and `/Api/` are treated as the API too, so no
 * spelling of a path is both routed and unguarded.
 */
export function isApiPath(path: string): boolean {
  return /^\/api\//i.test(path);
}

/** The health probes' paths (`/health/live`, `/health/ready`), in any letter case. */
export function isHealthPath(path: string): boolean {
  return /^\/health\//i.test(path);
}

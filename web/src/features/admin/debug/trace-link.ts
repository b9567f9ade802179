/**
 * The trace UI's address for a trace id (TRACE_UI_URL with `{traceId}` where the id goes, e.g.
 * Jaeger's `http://host:16686/trace/{traceId}`); null when it is not set or is not an http(s)
 * address, so a mistyped setting never becomes a `javascript:` link.
 */
export function traceLink(template: string | null, traceId: string): string | null {
  if (!template || !template.includes('{traceId}')) return null;
  const href = template.replaceAll('{traceId}', encodeURIComponent(traceId));
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

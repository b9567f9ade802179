import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { Attributes } from '@opentelemetry/api';
import { REDACTED, SECRET_KEYS, redactUrl } from '../logging/redact.js';

const URL_ATTRIBUTES = new Set(['http.url', 'http.target', 'url.full', 'url.path', 'http.route', 'url.original']);
const DROPPED_ATTRIBUTES = new Set(['url.query', 'http.request.header.cookie', 'http.response.header.set-cookie']);
const SECRET_ATTRIBUTE_SUFFIXES = SECRET_KEYS.map((key) => `.${key.toLowerCase()}`);

export function redactAttributes(attributes: Attributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    const lower = key.toLowerCase();
    if (DROPPED_ATTRIBUTES.has(lower)) continue;
    if (URL_ATTRIBUTES.has(lower) && typeof value === 'string') out[key] = redactUrl(value);
    else if (SECRET_ATTRIBUTE_SUFFIXES.some((suffix) => lower.endsWith(suffix))) out[key] = REDACTED;
    else out[key] = value;
  }
  return out;
}

/**
 * Wraps the real exporter so no span leaves the process with a results token, a login token, a
 * query string or a cookie in it, whichever instrumentation recorded it.
 */
export class RedactingSpanExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: Parameters<SpanExporter['export']>[1]): void {
    const redacted = spans.map(
      (span) =>
        Object.create(span, {
          name: { value: redactUrl(span.name), enumerable: true },
          attributes: { value: redactAttributes(span.attributes), enumerable: true },
        }) as ReadableSpan,
    );
    this.inner.export(redacted, resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

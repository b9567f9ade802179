import { describe, expect, it } from 'vitest';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { RedactingSpanExporter, redactAttributes } from './redacting-exporter.js';

describe('span redaction', () => {
  it('redacts tokens in URL attributes, drops query strings and cookies, masks secret keys', () => {
    expect(
      redactAttributes({
        'url.full': 'http://h/api/assessments/TOKEN1?utm=1',
        'http.target': '/results/TOKEN2',
        'url.query': 'email=a@b.c',
        'http.request.header.cookie': 'sid=1',
        'rpc.meta.principal': 'eyJ',
        'http.method': 'GET',
      }),
    ).toEqual({
      'url.full': 'http://h/api/assessments/[redacted]?[redacted]',
      'http.target': '/results/[redacted]',
      'rpc.meta.principal': '[redacted]',
      'http.method': 'GET',
    });
  });

  it('hands the inner exporter redacted copies and leaves the originals alone', () => {
    const exported: ReadableSpan[] = [];
    const inner: SpanExporter = { export: (spans, done) => (exported.push(...spans), done({ code: 0 })), shutdown: async () => undefined };
    const span = { name: 'GET /results/TOKEN3', attributes: { 'url.path': '/results/TOKEN3' }, kind: 1 } as unknown as ReadableSpan;
    new RedactingSpanExporter(inner).export([span], () => undefined);
    expect(exported[0]?.name).toBe('GET /results/[redacted]');
    expect(exported[0]?.attributes).toEqual({ 'url.path': '/results/[redacted]' });
    expect(exported[0]?.kind).toBe(1);
    expect(span.name).toBe('GET /results/TOKEN3');
  });
});

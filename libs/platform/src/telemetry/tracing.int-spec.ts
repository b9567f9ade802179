import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtlpReceiver, TestStack, defaultAssessmentBody, postJson, waitFor, type ReceivedSpan } from '@lifewheel/testing';

describe('one trace across gateway -> RPC -> assessments -> queue -> observability', () => {
  const receiver = new OtlpReceiver();
  let stack: TestStack;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    stack = await TestStack.start({ processes: ['gateway', 'assessments', 'observability'], env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver.stop();
  });

  it('links spans from three processes into the trace of one saved assessment, with no results token in any span', async () => {
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status).toBe(201);
    const token = String(saved.json['token']);
    // Reading it back puts the results token in a URL: it must not reach a span.
    expect((await fetch(`${stack.gatewayUrl}/api/assessments/${token}?utm_source=mail`)).status).toBe(200);

    const byId = (spans: ReceivedSpan[]) => new Map(spans.map((span) => [span.spanId, span]));
    const trace = await waitFor(
      () => {
        const consumer = receiver.spans.find(
          (span) => span.service === 'lifewheel-observability' && span.name === 'queue.process observability.record-journey',
        );
        if (!consumer) return undefined;
        const spans = receiver.spans.filter((span) => span.traceId === consumer.traceId);
        const services = new Set(spans.map((span) => span.service));
        return services.has('lifewheel-gateway') && services.has('lifewheel-assessments') ? spans : undefined;
      },
      { timeoutMs: 20_000, what: 'a trace spanning gateway, assessments and observability' },
    );

    // Walk up from the observability consumer: every parent must exist in the same trace.
    const spans = byId(trace);
    const chain: ReceivedSpan[] = [];
    let current = trace.find((span) => span.name === 'queue.process observability.record-journey');
    while (current) {
      chain.push(current);
      current = current.parentSpanId ? spans.get(current.parentSpanId) : undefined;
    }
    const services = chain.map((span) => span.service);
    expect(services[0]).toBe('lifewheel-observability');
    expect(services).toContain('lifewheel-assessments');
    expect(services.at(-1)).toBe('lifewheel-gateway');
    expect(chain.map((span) => span.name)).toEqual(
      expect.arrayContaining(['rpc.server assessments.create', 'rpc.client assessments.create', 'queue.send observability.record-journey']),
    );

    // The logs name the same trace, so a log line leads to its spans.
    const traceId = chain[0]!.traceId;
    expect(
      stack
        .one('gateway')
        .logs()
        .some((line) => line['traceId'] === traceId && line['msg'] === 'request completed'),
    ).toBe(true);

    await waitFor(() => receiver.spans.some((span) => JSON.stringify(span.attributes).includes('/api/assessments/[redacted]')), { what: 'the GET span' });
    for (const body of receiver.rawBodies) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('utm_source');
    }
    for (const process of stack.processes) expect(process.output.join('\n')).not.toContain(token);
  });
});

describe('trace ids without an OTLP endpoint', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({ processes: ['gateway', 'assessments'], envFor: { assessments: { LOG_LEVEL: 'debug' } } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('still puts one trace id on the log lines of both processes a request crosses', async () => {
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status).toBe(201);
    const gatewayLine = await waitFor(
      () =>
        stack
          .one('gateway')
          .logs()
          .find((line) => line['msg'] === 'request completed' && (line['req'] as { method?: string })?.method === 'POST'),
      {
        what: "the gateway's access log line",
      },
    );
    expect(gatewayLine['traceId']).toMatch(/^[0-9a-f]{32}$/);
    const handled = await waitFor(
      () =>
        stack
          .one('assessments')
          .logs()
          .find((line) => line['msg'] === 'RPC request handled' && line['pattern'] === 'assessments.create'),
      {
        what: "the assessments service's log line",
      },
    );
    expect(handled['traceId']).toBe(gatewayLine['traceId']);
  });
});

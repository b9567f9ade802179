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
        const consumer = receiver.spans.find((span) => span.service === 'lifewheel-observability' && span.name === 'queue.process observability.record-journey');
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
    expect(chain.map((span) => span.name)).toEqual(expect.arrayContaining(['rpc.server assessments.create', 'rpc.client assessments.create', 'queue.send observability.record-journey']));

    await waitFor(() => receiver.spans.some((span) => JSON.stringify(span.attributes).includes('/api/assessments/[redacted]')), { what: 'the GET span' });
    for (const body of receiver.rawBodies) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('utm_source');
    }
    for (const process of stack.processes) expect(process.output.join('\n')).not.toContain(token);
  });
});

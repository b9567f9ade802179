import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtlpReceiver, TestStack, defaultAssessmentBody, postJson, waitFor, type ReceivedSpan } from '@lifewheel/testing';

describe('traces across gateway -> RPC -> assessments -> queue -> observability', () => {
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

  it("links spans from three processes: one saved assessment's trace, and its journey batch's trace linked to it, with no results token in any span", async () => {
    const saved = await postJson(`${stack.gatewayUrl}/api/assessments`, defaultAssessmentBody());
    expect(saved.status).toBe(201);
    const token = String(saved.json['token']);
    // Reading it back puts the results token in a URL: it must not reach a span.
    expect((await fetch(`${stack.gatewayUrl}/api/assessments/${token}?utm_source=mail`)).status).toBe(200);

    const byId = new Map<string, ReceivedSpan>();
    /** A span and its parents, from itself up to its trace's root, as far as they have arrived. */
    const ancestry = (span: ReceivedSpan | undefined): ReceivedSpan[] => {
      const chain: ReceivedSpan[] = [];
      for (let current = span; current; current = current.parentSpanId ? byId.get(current.parentSpanId) : undefined) chain.push(current);
      return chain;
    };
    // Journey events travel in batches (issue 20): the batch's own trace runs from the producer's
    // send to observability's consumer, and its send span links to the request each event came from.
    const { batch, request } = await waitFor(
      () => {
        for (const span of receiver.spans) byId.set(span.spanId, span);
        const consumer = receiver.spans.find(
          (span) => span.service === 'lifewheel-observability' && span.name === 'queue.process observability.record-journey-batch',
        );
        const batch = ancestry(consumer);
        const send = batch.find((span) => span.name === 'queue.send observability.record-journey-batch');
        const request = send?.links.flatMap((link) => ancestry(byId.get(link.spanId))) ?? [];
        return request.at(-1)?.service === 'lifewheel-gateway' ? { batch, request } : undefined;
      },
      { timeoutMs: 20_000, what: "a journey batch's trace linked to the gateway's request" },
    );

    expect(batch[0]!.service).toBe('lifewheel-observability');
    expect(batch.at(-1)!.service).toBe('lifewheel-assessments');
    expect(new Set(batch.map((span) => span.traceId)).size).toBe(1);
    expect(new Set(request.map((span) => span.traceId)).size).toBe(1);
    expect(request.map((span) => span.service)).toContain('lifewheel-assessments');
    expect(request.map((span) => span.name)).toEqual(expect.arrayContaining(['rpc.server assessments.create', 'rpc.client assessments.create']));

    // The logs name the same trace, so a log line leads to its spans.
    const traceId = request.at(-1)!.traceId;
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

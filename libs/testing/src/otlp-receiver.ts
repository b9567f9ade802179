import { createServer, type Server } from 'node:http';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
  /** Spans of other traces this one links to (a batch's send span links to each request it carries). */
  links: { traceId: string; spanId: string }[];
}

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

const attributeMap = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/** A local OTLP/HTTP (JSON) trace receiver: what the processes export lands here, nowhere else. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly rawBodies: string[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.rawBodies.push(body);
        try {
          this.collect(JSON.parse(body));
        } catch {
          // A protobuf body would land here; the processes are configured for JSON.
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return `http://127.0.0.1:${address.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private collect(payload: { resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: Record<string, unknown>[] }[] }[] }): void {
    for (const resourceSpan of payload.resourceSpans ?? []) {
      const service = String(attributeMap(resourceSpan.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpan.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            service,
            traceId: String(span['traceId']),
            spanId: String(span['spanId']),
            parentSpanId: String(span['parentSpanId'] ?? ''),
            name: String(span['name']),
            attributes: attributeMap(span['attributes'] as OtlpAttribute[]),
            links: ((span['links'] ?? []) as { traceId: string; spanId: string }[]).map(({ traceId, spanId }) => ({
              traceId: String(traceId),
              spanId: String(spanId),
            })),
          });
        }
      }
    }
  }
}

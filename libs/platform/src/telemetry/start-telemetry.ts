import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, NoopSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { getNodeAutoInstrumentations } from '@opentelemetry/auto-instrumentations-node';
import { SAFE_OTEL_RESOURCE_DETECTORS } from '@lifewheel/contracts';
import { RedactingSpanExporter } from './redacting-exporter.js';

let sdk: NodeSDK | undefined;

/**
 * Starts tracing for this process. Must run before the modules it instruments are loaded, so each
 * process's `main.ts` calls it first and imports the rest of the app dynamically afterwards.
 * Spans are exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it they
 * still exist, so trace ids appear in the logs and travel across RPC and jobs.
 */
export function startTelemetry(service: string, version: string): void {
  if (sdk) return;
  // The default detectors ask cloud metadata addresses; no such request may leave this process.
  process.env['OTEL_NODE_RESOURCE_DETECTORS'] = SAFE_OTEL_RESOURCE_DETECTORS;
  process.env['OTEL_SERVICE_NAME'] = `lifewheel-${service}`;
  process.env['OTEL_RESOURCE_ATTRIBUTES'] = `service.version=${version},service.namespace=lifewheel`;
  process.env['OTEL_TRACES_EXPORTER'] = 'none';
  process.env['OTEL_METRICS_EXPORTER'] = 'none';
  process.env['OTEL_LOGS_EXPORTER'] = 'none';
  const endpoint = process.env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  const spanProcessors = endpoint
    ? [
        new BatchSpanProcessor({
          exporter: new RedactingSpanExporter(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
          scheduledDelayMillis: 500,
        }),
      ]
    : // NodeSDK installs no tracer at all without a span processor, and then no trace ids exist to
      // log or to propagate; this one keeps the tracer while dropping every span.
      [new NoopSpanProcessor()];
  sdk = new NodeSDK({
    spanProcessors,
    // With nowhere to send spans, recording them is pure cost; ids are still made and propagated,
    // so logs keep their trace ids and a caller's sampled trace is still followed.
    sampler: new ParentBasedSampler({ root: endpoint ? new AlwaysOnSampler() : new AlwaysOffSampler() }),
    instrumentations: [
      getNodeAutoInstrumentations({
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
        '@opentelemetry/instrumentation-net': { enabled: false },
        // A span per Express middleware layer costs more than it tells; the HTTP span covers it.
        '@opentelemetry/instrumentation-express': { enabled: false },
        // Express 5 routes through the `router` package: a span per layer, plus the route name on
        // the HTTP span. Worth it only when spans go somewhere; otherwise it wraps every middleware
        // of every request for nothing.
        '@opentelemetry/instrumentation-router': { enabled: Boolean(endpoint) },
        // Queue and RPC polling would otherwise fill traces with blocking reads; only Redis calls
        // made on behalf of a traced request are worth a span. Arguments may carry payloads.
        // Without an exporter neither can record anything, yet both wrap every command and query
        // and work out its attributes: a few per cent of a service's CPU under load, for nothing.
        '@opentelemetry/instrumentation-ioredis': { enabled: Boolean(endpoint), requireParentSpan: true, dbStatementSerializer: (command) => command },
        '@opentelemetry/instrumentation-pg': { enabled: Boolean(endpoint), requireParentSpan: true },
      }),
    ],
  });
  sdk.start();
}

export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
  sdk = undefined;
}

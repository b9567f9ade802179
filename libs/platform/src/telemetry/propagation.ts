import { context, propagation, type Context } from '@opentelemetry/api';

export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** The active trace context as W3C headers, to put on an RPC message or a job. */
export function currentTraceCarrier(): TraceCarrier {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return {
    ...(carrier['traceparent'] ? { traceparent: carrier['traceparent'] } : {}),
    ...(carrier['tracestate'] ? { tracestate: carrier['tracestate'] } : {}),
  };
}

export function contextFromCarrier(carrier: TraceCarrier | undefined): Context {
  if (!carrier?.traceparent) return context.active();
  return propagation.extract(context.active(), { ...carrier });
}

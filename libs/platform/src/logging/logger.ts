import { pino, type Logger } from 'pino';
import { trace } from '@opentelemetry/api';
import { currentRequestScope } from '../context/request-scope.js';
import { serializeError } from './error-serializer.js';
import { PINO_REDACT_PATHS, REDACTED } from './redact.js';

export type { Logger } from 'pino';

export interface LoggerOptions {
  service: string;
  version: string;
  level?: string;
  destination?: pino.DestinationStream;
}

/** One JSON line per event with service, version, request id and trace id on every line. */
export function createLogger({ service, version, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service, version, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: PINO_REDACT_PATHS, censor: REDACTED },
      // Every error, under either key, keeps only what error-serializer.ts allows.
      serializers: { err: serializeError, error: serializeError },
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const scope = currentRequestScope();
        const span = trace.getActiveSpan()?.spanContext();
        return {
          ...(scope ? { requestId: scope.requestId } : {}),
          ...(span && span.traceId !== '00000000000000000000000000000000' ? { traceId: span.traceId, spanId: span.spanId } : {}),
        };
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}

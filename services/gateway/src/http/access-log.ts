import type { NextFunction, Request, Response } from 'express';
import { trace } from '@opentelemetry/api';
import { redactUrl, type Logger } from '@lifewheel/platform';

/**
 * One log line per answered request: request id, method, URL with its secrets redacted, status and
 * response time (the fields pino-http gave us). Written directly, because pino-http builds a child
 * logger per request, serialising and redacting the request up front, even when the line is never
 * written; on the API's hot path that was a measurable share of the gateway's CPU.
 */
export function accessLog(logger: Logger) {
  // The line is built only from fields that hold no secret (the URL passes through redactUrl), so
  // the logger's general key-based redaction, which cost about 30 µs a line (several per cent of
  // the gateway's CPU under load), is switched off for it.
  const lines = logger.child({}, { redact: { paths: [] } });
  return (req: Request, res: Response, next: NextFunction): void => {
    // Probes would drown everything else; a level that drops the line costs nothing more.
    if (req.url.startsWith('/health/') || !logger.isLevelEnabled('info')) return next();
    const started = Date.now();
    // The 'finish' event fires outside the request's trace context, so the ids are taken now.
    const span = trace.getActiveSpan()?.spanContext();
    const ids = span && trace.isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        ...ids,
        req: { id: (req as Request & { id?: string }).id, method: req.method, url: redactUrl(req.originalUrl) },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (res.statusCode >= 500) lines.info({ ...line, err: { message: `failed with status code ${res.statusCode}` } }, 'request errored');
      else if (!res.writableFinished) lines.info(line, 'request aborted');
      else lines.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ErrorReporter, INTERNAL_ERROR_BODY, STATUS_TEXT, knownErrorBody, redactUrl, type Logger } from '@lifewheel/platform';
import type { RpcErrorBody } from '@lifewheel/contracts';
import { bodyParserError } from './body-parsing.js';

/** The one place an error becomes an HTTP answer: `{ statusCode, error, message, requestId }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly reporter: ErrorReporter,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request & { id?: string }>();
    const res = http.getResponse<Response>();
    const body = this.bodyFor(exception, req);
    if (res.headersSent) return;
    res.status(body.statusCode).json({ ...body, requestId: req.id });
  }

  private bodyFor(exception: unknown, req: Request): RpcErrorBody {
    const known = knownErrorBody(exception) ?? bodyParserError(exception)?.toBody();
    if (known) return known;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = status === 404 ? `There is no API endpoint at ${req.method} ${redactUrl(req.path)}` : exception.message;
      return { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message };
    }
    this.logger.error({ err: exception }, 'Unexpected error while handling an HTTP request');
    this.reporter.report(exception, { url: req.originalUrl, ...(req.header('user-agent') ? { userAgent: req.header('user-agent') as string } : {}) });
    return INTERNAL_ERROR_BODY;
  }
}

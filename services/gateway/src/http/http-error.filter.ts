import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppException,
  ErrorCode,
  ErrorReporter,
  INTERNAL_ERROR_BODY,
  STATUS_TEXT,
  codeForStatus,
  knownErrorBody,
  redactUrl,
  type Logger,
} from '@lifewheel/platform';
import type { ErrorBody, HttpErrorBody } from '@lifewheel/contracts';
import { allowedMethods } from './allowed-methods.js';
import { bodyParserError } from './body-parsing.js';

/** The one place an error becomes an HTTP answer: `{ statusCode, code, error, message, requestId, details? }`. */
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
    const body = this.bodyFor(exception, req, res);
    if (res.headersSent) return;
    res.status(body.statusCode).json({ ...body, requestId: req.id ?? '' } satisfies HttpErrorBody);
  }

  private bodyFor(exception: unknown, req: Request, res: Response): ErrorBody {
    const known = knownErrorBody(exception) ?? bodyParserError(exception)?.toBody();
    if (known) return known;
    if (exception instanceof HttpException) return this.nestBody(exception, req, res);
    this.logger.error({ err: exception }, 'Unexpected error while handling an HTTP request');
    this.reporter.report(exception, { url: req.originalUrl, ...(req.header('user-agent') ? { userAgent: req.header('user-agent') as string } : {}) });
    return INTERNAL_ERROR_BODY;
  }

  /** Nest's own answers: mostly "no route matched", which is either a wrong path or a wrong method. */
  private nestBody(exception: HttpException, req: Request, res: Response): ErrorBody {
    const status = exception.getStatus();
    if (status !== 404) return { statusCode: status, code: codeForStatus(status), error: STATUS_TEXT[status] ?? 'Error', message: exception.message };
    const allowed = allowedMethods(req);
    const where = `${req.method} ${redactUrl(req.path)}`;
    if (allowed.length === 0) return new AppException(ErrorCode.EndpointNotFound, `There is no API endpoint at ${where}`).toBody();
    res.setHeader('Allow', allowed.join(', '));
    return new AppException(ErrorCode.MethodNotAllowed, `${where} is not answered; this endpoint takes ${allowed.join(', ')}`).toBody();
  }
}

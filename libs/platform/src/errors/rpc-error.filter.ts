import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorBody } from '@lifewheel/contracts';
import type { Logger } from 'pino';
import { INTERNAL_ERROR_BODY, knownErrorBody } from './app-exception.js';
import type { ErrorReporter } from './error-reporter.js';

/** Service side: known errors become their client-facing body; anything else is logged and reported. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(
    private readonly logger: Logger,
    private readonly reporter: ErrorReporter,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorBody> {
    const known = knownErrorBody(exception);
    if (known) return throwError(() => known);
    const pattern = (host.getArgByIndex(1) as { meta?: { pattern?: string } } | undefined)?.meta?.pattern;
    this.logger.error({ err: exception, pattern }, 'Unexpected error while handling an RPC request');
    this.reporter.report(exception, { metadata: { pattern } });
    return throwError(() => INTERNAL_ERROR_BODY);
  }
}

import { issueMessageKey, type ErrorBody, type FieldError } from '@lifewheel/contracts';
import type { ZodError } from 'zod';
import { DeadlineExceededError } from '../context/deadline.js';
import { ERROR_STATUS, ErrorCode, STATUS_TEXT } from './error-code.js';

/** The one exception our code throws for anything a client should hear about. */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'AppException';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.status,
      code: this.code,
      error: STATUS_TEXT[this.status] ?? 'Error',
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }

  static validation(errors: FieldError[]): AppException {
    const first = errors[0];
    const message = first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'The request is not valid';
    return new AppException(ErrorCode.ValidationFailed, message, { errors });
  }

  /** Each issue names its field and the key of its rule (see keyedRules in libs/contracts). */
  static fromZod(error: ZodError): AppException {
    return AppException.validation(error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message, ...issueMessageKey(issue) })));
  }
}

/** An error that travelled back over RPC, already shaped for the client. */
export class RemoteError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = 'RemoteError';
  }
}

/**
 * PostgreSQL cancelled a statement (SQLSTATE 57014, query_canceled): the statement timeout that
 * every transaction in a request begins with (deadline-bound-driver.ts), which is the request's
 * deadline, not a fault of ours.
 */
function isStatementCancelledAtDeadline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/** Maps anything thrown to what the client is told; `null` means "unexpected: report it". */
export function knownErrorBody(error: unknown): ErrorBody | null {
  if (error instanceof AppException) return error.toBody();
  if (error instanceof RemoteError) return error.body;
  if (error instanceof DeadlineExceededError || isStatementCancelledAtDeadline(error)) {
    return new AppException(ErrorCode.ServiceUnavailable, 'The service took too long to answer. Please try again.').toBody();
  }
  return null;
}

export const INTERNAL_ERROR_BODY: ErrorBody = new AppException(
  ErrorCode.Internal,
  'Something went wrong on our side. It has been reported; please try again.',
).toBody();

import type { RpcErrorBody } from '@lifewheel/contracts';
import type { ZodError } from 'zod';
import { DeadlineExceededError } from '../context/deadline.js';
import { ERROR_STATUS, ErrorCode, STATUS_TEXT } from './error-code.js';

export interface FieldError {
  field: string;
  message: string;
}

/** The one exception our code throws for anything a client should hear about. */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppException';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): RpcErrorBody {
    return {
      statusCode: this.status,
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

  static fromZod(error: ZodError): AppException {
    return AppException.validation(error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  }
}

/** An error that travelled back over RPC, already shaped for the client. */
export class RemoteError extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
    this.name = 'RemoteError';
  }
}

/** Maps anything thrown to what the client is told; `null` means "unexpected: report it". */
export function knownErrorBody(error: unknown): RpcErrorBody | null {
  if (error instanceof AppException) return error.toBody();
  if (error instanceof RemoteError) return error.body;
  if (error instanceof DeadlineExceededError) {
    return { statusCode: 503, error: STATUS_TEXT[503] as string, message: 'The service took too long to answer. Please try again.' };
  }
  return null;
}

export const INTERNAL_ERROR_BODY: RpcErrorBody = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: 'Something went wrong on our side. It has been reported; please try again.',
};

import { ErrorCode } from '@lifewheel/contracts';

// The codes live in libs/contracts, where the web app reads them; the statuses are the server's.
export { ErrorCode };

/** The HTTP status each code is answered with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.InvalidJson]: 400,
  [ErrorCode.RequestAborted]: 400,
  [ErrorCode.MalformedRequest]: 400,
  [ErrorCode.RequestHeadersTooLarge]: 431,
  [ErrorCode.RequestTimeout]: 408,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.OriginRefused]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.EndpointNotFound]: 404,
  [ErrorCode.MethodNotAllowed]: 405,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.LinkUsed]: 409,
  [ErrorCode.LinkExpired]: 410,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.IdempotencyKeyReused]: 422,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.LoginEmailsLimited]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.NotImplemented]: 501,
  [ErrorCode.ServiceUnavailable]: 503,
  [ErrorCode.PostgresUnavailable]: 503,
  [ErrorCode.RedisUnavailable]: 503,
};

/** The reason phrases used in the `error` field of the JSON error body. */
export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/**
 * The code of an HTTP status raised by something that is not ours (Nest's own HttpExceptions): the
 * general code of that status, so every body carries one.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 404) return ErrorCode.EndpointNotFound;
  if (status === 405) return ErrorCode.MethodNotAllowed;
  const general = [
    ErrorCode.ValidationFailed,
    ErrorCode.Unauthorized,
    ErrorCode.Forbidden,
    ErrorCode.Conflict,
    ErrorCode.PayloadTooLarge,
    ErrorCode.UnsupportedMediaType,
    ErrorCode.RateLimited,
    ErrorCode.NotImplemented,
    ErrorCode.ServiceUnavailable,
  ].find((code) => ERROR_STATUS[code] === status);
  return general ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed);
}

/**
 * What went wrong, as a client can act on it without reading the English message. Every error
 * body carries one (`code`); the values are stable: a client keys its behaviour and its
 * translations on them.
 */
export enum ErrorCode {
  /** Fields did not pass their rules; `details.errors` names each field with its message key. */
  ValidationFailed = 'VALIDATION_FAILED',
  /** The body could not be read as JSON. */
  InvalidJson = 'INVALID_JSON',
  /** The client stopped sending before its body arrived. */
  RequestAborted = 'REQUEST_ABORTED',
  /** The request itself could not be read as HTTP (answered by the server before any route). */
  MalformedRequest = 'MALFORMED_REQUEST',
  /** The request line and headers together are longer than the server reads (a very long URL or cookie). */
  RequestHeadersTooLarge = 'REQUEST_HEADERS_TOO_LARGE',
  /** The client took too long to send its headers or its body. */
  RequestTimeout = 'REQUEST_TIMEOUT',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  /** A state-changing request without this site's Origin (cross-site request forgery guard). */
  OriginRefused = 'ORIGIN_REFUSED',
  /** The thing asked for does not exist (or is not this person's to see). */
  NotFound = 'NOT_FOUND',
  /** No API endpoint at this path. */
  EndpointNotFound = 'ENDPOINT_NOT_FOUND',
  /** The path exists, but not for this method. */
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  Conflict = 'CONFLICT',
  /** A one-time link from an email (mailing-list confirmation) was used already. */
  LinkUsed = 'LINK_USED',
  /** A one-time link from an email (mailing-list confirmation) is past its validity. */
  LinkExpired = 'LINK_EXPIRED',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  /** Too many requests from the client's network; `Retry-After` says when to try again. */
  RateLimited = 'RATE_LIMITED',
  /** Too many login emails to one address; other addresses still get theirs. */
  LoginEmailsLimited = 'LOGIN_EMAILS_LIMITED',
  Internal = 'INTERNAL',
  /** A service has no handler for the request (a deployment out of step). */
  NotImplemented = 'NOT_IMPLEMENTED',
  /** A service could not be reached or did not answer in time; trying again may work. */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  /** An operations-console panel's source is down (the message says more): PostgreSQL ... */
  PostgresUnavailable = 'POSTGRES_UNAVAILABLE',
  /** ... or Redis (the queues, the replicas' heartbeats). The other panels still answer. */
  RedisUnavailable = 'REDIS_UNAVAILABLE',
}

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

import { describe, expect, it } from 'vitest';
import { clientErrorBody } from './client-errors.js';

describe('clientErrorBody: the JSON answer to a request Node refused', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'REQUEST_HEADERS_TOO_LARGE', 'Request Header Fields Too Large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT', 'Request Timeout'],
    ['HPE_INVALID_HEADER_TOKEN', 400, 'MALFORMED_REQUEST', 'Bad Request'],
    [undefined, 400, 'MALFORMED_REQUEST', 'Bad Request'],
  ])('%s answers %i %s', (code, statusCode, errorCode, error) => {
    expect(clientErrorBody(code)).toMatchObject({ statusCode, code: errorCode, error, message: expect.any(String), requestId: '' });
  });
});

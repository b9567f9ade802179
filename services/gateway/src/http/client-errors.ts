import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { AppException, ErrorCode } from '@lifewheel/platform';
import type { HttpErrorBody } from '@lifewheel/contracts';

/** How long a refused connection may still send what it had in flight before it is cut (see below). */
const LINGER_MS = 2_000;

/** The answer to a request Node's HTTP parser refused, by the parser's error code. */
export function clientErrorBody(code: string | undefined): HttpErrorBody {
  const exception =
    code === 'HPE_HEADER_OVERFLOW'
      ? new AppException(ErrorCode.RequestHeadersTooLarge, 'The request line and headers are too large; send a shorter URL and fewer or smaller cookies')
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppException(ErrorCode.RequestTimeout, 'The request took too long to arrive; send it again')
        : new AppException(ErrorCode.MalformedRequest, 'The request is not valid HTTP/1.1; check its request line, headers and body framing');
  return { ...exception.toBody(), requestId: '' };
}

function rawResponse(body: HttpErrorBody): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${body.statusCode} ${body.error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Requests Node refuses before any route sees them (a URL or cookie over its header limit, a broken
 * request line, a client too slow to send its headers) get the same JSON error body as every other
 * error, instead of Node's bare status line: a client reads one shape, whatever went wrong.
 *
 * The socket is half-closed, not destroyed: destroying it with the rest of a long request still
 * unread makes the kernel answer with a reset, and the client sees a dropped connection instead of
 * this answer. It is cut after a short linger whatever the client does.
 */
export function answerClientErrorsAsJson(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(clientErrorBody(error.code)));
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

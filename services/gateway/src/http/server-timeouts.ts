import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** A client must have sent all its headers within this (slow-header clients hold sockets). */
  headersMs: number;
  /** A whole request, body included, must have arrived within this. */
  requestMs: number;
  /** An idle kept-alive socket is closed after this. */
  keepAliveMs: number;
}

/**
 * Sets the HTTP server's timeouts deliberately instead of Node's defaults (60 s for headers, 300 s
 * per request), which let slow clients hold sockets for minutes. Must run before listen: Node
 * starts its expiry check, at `connectionsCheckingInterval`, when the server starts listening.
 */
export function applyServerTimeouts(server: Server, { headersMs, requestMs, keepAliveMs }: ServerTimeouts): void {
  server.requestTimeout = requestMs;
  // Node refuses a headers timeout longer than the request timeout.
  server.headersTimeout = Math.min(headersMs, requestMs);
  server.keepAliveTimeout = keepAliveMs;
  // Node checks for expired requests every 30 s by default, which would let a 15 s limit run to 45 s.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    50,
    Math.min(5000, Math.floor(server.headersTimeout / 3)),
  );
}

// No imports on purpose: the config schemas read this before telemetry is started, and must not
// load the Redis client with it.

/**
 * The longest deadline any caller may give a request. A replica that dies mid-request leaves its
 * entry pending; another replica clears it only once it has been pending longer than this (plus a
 * margin for clocks), so it is certainly past its deadline and a live request is never taken over.
 */
export const RPC_MAX_DEADLINE_MS = 60_000;

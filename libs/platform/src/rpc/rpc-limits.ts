// No imports on purpose: the config schemas read this before telemetry is started, and must not
// load the Redis client with it.

/**
 * The longest deadline any caller may give a request. A replica that dies mid-request leaves its
 * entry pending; another replica clears it only once it has been pending longer than this (plus a
 * margin for clocks), so it is certainly past its deadline and a live request is never taken over.
 * A service also holds every entry it reads to this bound (a deadline further out is cut back).
 */
export const RPC_MAX_DEADLINE_MS = 60_000;

/**
 * The most one RPC request may take in Redis (its `meta` and `data` fields, JSON, in bytes). Redis
 * runs with `noeviction` and a memory cap, shared by rate limits, queues and every service's
 * stream: a request waiting for a slow service must not be able to fill it. The client refuses a
 * larger request with 413 before writing anything.
 */
export const RPC_MAX_ENTRY_BYTES = 128 * 1024;

/**
 * The largest request body the gateway reads (JSON, and the Stripe webhook's raw bytes): half the
 * entry cap, so that what the gateway forwards always fits (base64 adds a third, re-encoding JSON
 * at most a fifth, e.g. `1e21` -> `1e+21`, and the metadata a few hundred bytes).
 */
export const EDGE_BODY_LIMIT_BYTES = 64 * 1024;

import { z } from 'zod';
import type { ErrorBody } from './error-body.js';

/**
 * What travels with every RPC request besides its payload. The deadline is absolute (epoch ms):
 * a consumer that picks a request up after it, or is still inside its transaction at it, must
 * not act on it, because the gateway has already answered 503.
 */
export const rpcMetaSchema = z.object({
  id: z.string().min(1),
  pattern: z.string().min(1),
  replyTo: z.string().min(1),
  deadline: z.number().int().positive(),
  requestId: z.string().min(1),
  traceparent: z.string().optional(),
  tracestate: z.string().optional(),
  /** Signed principal (identity issue); services verify it, never a bare user id. */
  principal: z.string().optional(),
  idempotencyKey: z.string().optional(),
  clientIp: z.string().optional(),
});
export type RpcMeta = z.infer<typeof rpcMetaSchema>;

/** A failed request's answer, already shaped for the HTTP error body. */
export type RpcErrorBody = ErrorBody;

export type RpcReply<T = unknown> = { id: string; ok: true; data: T } | { id: string; ok: false; error: RpcErrorBody };

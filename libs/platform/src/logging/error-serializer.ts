// What an error may put into a log line: its type, message, code and stack, and its cause the same
// way. Nothing else. Libraries hang whole requests on their errors (ioredis puts the failed
// command's arguments on `command`: session tokens, login tokens, addresses, sealed jobs), and
// pino's own serializer would write every enumerable property of them.

export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SerializedError;
}

/** How deep a chain of causes is followed (a cycle or a very long chain stops here). */
const MAX_CAUSES = 3;

export function serializeError(value: unknown, depth = 0): SerializedError | unknown {
  if (!(value instanceof Error)) return typeof value === 'object' && value !== null ? { type: 'NonError', message: String(value) } : value;
  const code = (value as { code?: unknown }).code;
  const serialized: SerializedError = {
    // The name an error gives itself (ioredis's ReplyError), else its class's (one that never set it).
    type: value.name && value.name !== 'Error' ? value.name : value.constructor?.name || 'Error',
    message: value.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(value.stack ? { stack: value.stack } : {}),
  };
  if (value.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(value.cause, depth + 1) as SerializedError;
  return serialized;
}

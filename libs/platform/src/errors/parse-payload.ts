import type { z } from 'zod';
import { AppException } from './app-exception.js';

/** A handler's payload checked by `schema`: its parsed value, or a 400 naming each field and rule. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const request = schema.safeParse(payload ?? {});
  if (!request.success) throw AppException.fromZod(request.error);
  return request.data;
}

import type { ErrorCode, FieldError } from '@lifewheel/contracts';
// Not the package's index: boot.ts imports this before the first paint (web/chunk-groups.ts).
import { isErrorCode } from '@lifewheel/contracts/error-code';

/** What the page can act on in an error answer; the English `message` is for people reading the API. */
export interface ParsedErrorBody {
  /** Absent when the answer is not ours (a proxy's HTML page, an empty body). */
  code?: ErrorCode;
  fieldErrors: FieldError[];
}

const isFieldError = (value: unknown): value is FieldError => {
  const candidate = value as Partial<FieldError> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.field === 'string' && typeof candidate.messageKey === 'string';
};

export function parseErrorBody(text: string): ParsedErrorBody {
  let body: { code?: unknown; details?: { errors?: unknown } } | null;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { fieldErrors: [] };
  }
  if (typeof body !== 'object' || body === null) return { fieldErrors: [] };
  const errors = body.details?.errors;
  return {
    ...(isErrorCode(body.code) ? { code: body.code } : {}),
    fieldErrors: Array.isArray(errors) ? errors.filter(isFieldError) : [],
  };
}

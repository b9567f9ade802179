import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppException } from './app-exception.js';
import { ErrorCode } from './error-code.js';
import { parsePayload } from './parse-payload.js';

describe('parsePayload', () => {
  const schema = z.object({ name: z.string().min(1, 'Enter a name') });

  it('gives the parsed value of a good payload', () => {
    expect(parsePayload(schema, { name: 'Ada', extra: 1 })).toEqual({ name: 'Ada' });
  });

  it('answers a bad or missing payload with a 400 naming the field and its message', () => {
    for (const payload of [{ name: '' }, undefined, null]) {
      let thrown: unknown;
      try {
        parsePayload(schema, payload);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppException);
      expect((thrown as AppException).code).toBe(ErrorCode.ValidationFailed);
      expect((thrown as AppException).details?.errors?.[0]?.field).toBe('name');
    }
  });
});

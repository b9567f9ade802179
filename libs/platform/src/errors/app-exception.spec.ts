import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeadlineExceededError } from '../context/deadline.js';
import { AppException, RemoteError, knownErrorBody } from './app-exception.js';
import { ErrorCode } from './error-code.js';

describe('error bodies', () => {
  it('maps each code to its status and reason phrase', () => {
    expect(new AppException(ErrorCode.NotFound, 'gone').toBody()).toEqual({ statusCode: 404, error: 'Not Found', message: 'gone' });
    expect(new AppException(ErrorCode.IdempotencyKeyReused, 'x').status).toBe(422);
    expect(new AppException(ErrorCode.TooManyRequests, 'x').status).toBe(429);
  });

  it('turns a zod error into a validation error naming the field', () => {
    const result = z.object({ wheel: z.object({ name: z.string({ error: 'Wheel name is required' }) }) }).safeParse({ wheel: {} });
    const body = AppException.fromZod(result.error!).toBody();
    expect(body).toMatchObject({ statusCode: 400, message: 'wheel.name: Wheel name is required', details: { errors: [{ field: 'wheel.name', message: 'Wheel name is required' }] } });
  });

  it('knows remote errors and deadlines, and nothing else', () => {
    expect(knownErrorBody(new RemoteError({ statusCode: 409, error: 'Conflict', message: 'm' }))).toEqual({ statusCode: 409, error: 'Conflict', message: 'm' });
    expect(knownErrorBody(new DeadlineExceededError(Date.now() - 5))?.statusCode).toBe(503);
    expect(knownErrorBody(new Error('boom'))).toBeNull();
  });
});

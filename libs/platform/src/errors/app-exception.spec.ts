import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, createAssessmentRequestSchema, createFollowUpRequestSchema, keyedRules } from '@lifewheel/contracts';
import { DeadlineExceededError } from '../context/deadline.js';
import { AppException, INTERNAL_ERROR_BODY, RemoteError, knownErrorBody } from './app-exception.js';
import { ERROR_STATUS, ErrorCode, codeForStatus } from './error-code.js';

describe('error bodies', () => {
  it('carry the code beside its status and reason phrase', () => {
    expect(new AppException(ErrorCode.NotFound, 'gone').toBody()).toEqual({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'gone' });
    expect(new AppException(ErrorCode.IdempotencyKeyReused, 'x').status).toBe(422);
    expect(new AppException(ErrorCode.LoginEmailsLimited, 'x').toBody()).toMatchObject({
      statusCode: 429,
      code: 'LOGIN_EMAILS_LIMITED',
      error: 'Too Many Requests',
    });
    expect(INTERNAL_ERROR_BODY).toMatchObject({ statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error' });
  });

  it('gives every code a status with a reason phrase', () => {
    for (const code of ERROR_CODES) expect(new AppException(code, 'm').toBody().error, code).not.toBe('Error');
  });

  it('turns a zod error into a validation error naming the field, the message and the key of the rule', () => {
    const rule = keyedRules({ nameRequired: 'Wheel name is required' });
    const result = z.object({ wheel: z.object({ name: z.string(rule('nameRequired')) }) }).safeParse({ wheel: {} });
    expect(AppException.fromZod(result.error!).toBody()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: 'wheel.name: Wheel name is required',
      details: { errors: [{ field: 'wheel.name', message: 'Wheel name is required', messageKey: 'nameRequired' }] },
    });
  });

  it('keys the contracts rules, with the values of messages that have some', () => {
    const followUp = createFollowUpRequestSchema.safeParse({ kind: 'success-team', name: '', email: 'not-an-address' });
    expect(AppException.fromZod(followUp.error!).toBody().details).toEqual({
      errors: [
        { field: 'name', message: 'Please enter your name', messageKey: 'nameRequired' },
        { field: 'email', message: 'Please enter a valid email address', messageKey: 'emailInvalid' },
      ],
    });
    const wheel = { name: 'Mine', domains: ['A', 'B', 'C'].map((name) => ({ name, color: '#123456' })) };
    const assessment = createAssessmentRequestSchema.safeParse({
      wheel,
      responses: [
        { domain: 'A', current: 1, desired: 2 },
        { domain: 'B', current: 1, desired: 2 },
      ],
    });
    expect(AppException.fromZod(assessment.error!).toBody().details).toEqual({
      errors: [{ field: 'responses', message: 'Please rate C', messageKey: 'missingDomain', params: { domain: 'C' } }],
    });
  });

  it('calls a rule without a key of its own "invalid"', () => {
    const result = z.object({ count: z.number() }).safeParse({ count: 'x' });
    expect(AppException.fromZod(result.error!).toBody().details).toMatchObject({ errors: [{ field: 'count', messageKey: 'invalid' }] });
  });

  it('knows remote errors and deadlines, and nothing else', () => {
    const remote = { statusCode: 409, code: ErrorCode.Conflict, error: 'Conflict', message: 'm' };
    expect(knownErrorBody(new RemoteError(remote))).toEqual(remote);
    expect(knownErrorBody(new DeadlineExceededError(Date.now() - 5))).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(knownErrorBody(new Error('boom'))).toBeNull();
  });

  it('names the statuses Nest answers by itself', () => {
    expect(codeForStatus(404)).toBe(ErrorCode.EndpointNotFound);
    expect(codeForStatus(405)).toBe(ErrorCode.MethodNotAllowed);
    expect(codeForStatus(413)).toBe(ErrorCode.PayloadTooLarge);
    expect(codeForStatus(400)).toBe(ErrorCode.ValidationFailed);
    expect(codeForStatus(502)).toBe(ErrorCode.Internal);
    for (const code of [ErrorCode.Unauthorized, ErrorCode.Forbidden, ErrorCode.Conflict, ErrorCode.ServiceUnavailable])
      expect(codeForStatus(ERROR_STATUS[code])).toBe(code);
  });
});

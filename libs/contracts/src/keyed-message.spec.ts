import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessageKey, keyedIssue, keyedRules } from './keyed-message.js';

const MESSAGES = { required: 'Please write something', tooShort: 'At least 3 characters', invalid: 'Not an address' } as const;
const rule = keyedRules(MESSAGES);

const keysOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => ({ message: issue.message, ...issueMessageKey(issue) }));

// These fail on a zod upgrade that stops carrying the key, rather than error bodies silently losing it.
describe('keyed zod rules', () => {
  it('report the English message and leave the key of the rule that failed', () => {
    const schema = z.string(rule('required')).trim().min(3, rule('tooShort'));
    expect(keysOf(schema, undefined)).toEqual([{ message: 'Please write something', messageKey: 'required' }]);
    expect(keysOf(schema, ' ab ')).toEqual([{ message: 'At least 3 characters', messageKey: 'tooShort' }]);
  });

  it('keep the key through pipes, literals, unions and optional fields', () => {
    expect(keysOf(z.string(rule('required')).pipe(z.email(rule('invalid'))), 'x')).toEqual([{ message: 'Not an address', messageKey: 'invalid' }]);
    expect(keysOf(z.literal(true, rule('required')), 'yes')).toEqual([{ message: 'Please write something', messageKey: 'required' }]);
    const union = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') })], rule('invalid'));
    expect(keysOf(union, { kind: 'b' })).toEqual([{ message: 'Not an address', messageKey: 'invalid' }]);
    expect(keysOf(z.object({ a: z.string().max(2, rule('tooShort')).optional() }), { a: 'abc' })).toEqual([
      { message: 'At least 3 characters', messageKey: 'tooShort' },
    ]);
  });

  it('carry a custom issue with its values', () => {
    const schema = z
      .string()
      .superRefine((value, ctx) => ctx.addIssue({ code: 'custom', ...keyedIssue('missingDomain', `Please rate ${value}`, { domain: value }) }));
    expect(keysOf(schema, 'Work')).toEqual([{ message: 'Please rate Work', messageKey: 'missingDomain', params: { domain: 'Work' } }]);
  });

  it('calls an unkeyed rule "invalid"', () => {
    expect(keysOf(z.number(), 'x')).toMatchObject([{ messageKey: 'invalid' }]);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES } from './follow-up-messages.js';
import { unsubscribeRequestSchema } from './mailing-list.contract.js';

describe('unsubscribe contract', () => {
  it('accepts a 256-bit base64url token', () => {
    const token = randomBytes(32).toString('base64url');
    expect(unsubscribeRequestSchema.parse({ token })).toEqual({ token });
  });

  it.each([
    ['missing', {}],
    ['too short', { token: 'abc' }],
    ['one character too long', { token: 'a'.repeat(44) }],
    ['with characters outside base64url', { token: `${'a'.repeat(42)}=` }],
    ['not a string', { token: 42 }],
  ])('refuses a token that is %s with a message a person can act on', (_label, body) => {
    const result = unsubscribeRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([FOLLOW_UP_MESSAGES.unsubscribeLinkInvalid]);
  });
});

import { describe, expect, it } from 'vitest';
import { indexNowAnswerMeaning, isAcceptedAnswer, isRejectedAnswer, isValidIndexNowKey } from './indexnow.contract.js';

describe('IndexNow key validation', () => {
  it('takes 8 to 128 characters of a-z, A-Z, 0-9 and -', () => {
    expect(isValidIndexNowKey('abcdefgh')).toBe(true);
    expect(isValidIndexNowKey('A1-b2-C3-d4')).toBe(true);
    expect(isValidIndexNowKey('x'.repeat(128))).toBe(true);
  });

  it('refuses keys too short, too long, or with any other character', () => {
    expect(isValidIndexNowKey('abcdefg')).toBe(false);
    expect(isValidIndexNowKey('x'.repeat(129))).toBe(false);
    for (const bad of ['abcd_efgh', 'abcd efgh', 'abcdefgh.', 'abcdéfgh', 'abcdefgh\n', '']) expect(isValidIndexNowKey(bad)).toBe(false);
  });
});

describe('IndexNow answers', () => {
  it('gives each documented code its meaning', () => {
    expect(indexNowAnswerMeaning(200)).toBe('received');
    expect(indexNowAnswerMeaning(202)).toBe('accepted, key validation pending');
    expect(indexNowAnswerMeaning(403)).toBe('key not valid');
    expect(indexNowAnswerMeaning(422)).toBe('URLs not of this host, or key format');
    expect(indexNowAnswerMeaning(429)).toBe('too many requests');
    expect(indexNowAnswerMeaning(503)).toBe('server error');
    expect(indexNowAnswerMeaning(null)).toMatch(/no answer/);
  });

  it('counts only 200 and 202 as submitted, and never retries 400, 403, 422', () => {
    expect([200, 202, 204, 429, 500, null].filter(isAcceptedAnswer)).toEqual([200, 202]);
    expect([400, 403, 422, 429, 500, 404].filter(isRejectedAnswer)).toEqual([400, 403, 422]);
  });
});

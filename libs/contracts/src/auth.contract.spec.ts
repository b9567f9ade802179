import { describe, expect, it } from 'vitest';
import { loginRequestSchema, sanitizeNextPath } from './auth.contract.js';

describe('sanitizeNextPath', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    expect(sanitizeNextPath('/results/abc')).toBe('/results/abc');
    expect(sanitizeNextPath('/es/premium/dashboard?tab=tools#top')).toBe('/es/premium/dashboard?tab=tools#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https:evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0A/evil.example',
    '/%E0%A4%A',
    'results/abc',
    '',
    '/api/auth/logout',
    '/login',
    '/es/login/verify',
    `/${'a'.repeat(600)}`,
    42,
    undefined,
  ])('drops %s', (next) => {
    expect(sanitizeNextPath(next)).toBeUndefined();
  });

  it('keeps an ordinary encoded character', () => {
    expect(sanitizeNextPath('/results/a%20b?q=%2F')).toBe('/results/a%20b?q=%2F');
  });

  it('resolves dot segments before judging', () => {
    expect(sanitizeNextPath('/x/../api/auth/user')).toBeUndefined();
    expect(sanitizeNextPath('/a/./b')).toBe('/a/b');
  });
});

describe('loginRequestSchema', () => {
  it('normalises the address and drops a next path that leaves the site, keeping the request', () => {
    expect(loginRequestSchema.parse({ email: ' Ana@Example.com ', next: '//evil.example', language: 'de' })).toEqual({
      email: 'ana@example.com',
      next: undefined,
      language: 'de',
    });
  });

  it("refuses a missing or malformed address with the product's message", () => {
    expect(loginRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Enter a valid email address, like name@example.com');
    expect(loginRequestSchema.safeParse({ email: 'ana@' }).success).toBe(false);
  });
});

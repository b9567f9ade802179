import { describe, expect, it } from 'vitest';
import { isValidEmail, maskEmail, normalizeEmail, normalizedEmailSchema } from './email-address.js';

describe('normalizeEmail', () => {
  it('trims and lower-cases, so one person is one address', () => {
    expect(normalizeEmail('  Ana.Silva@Example.COM \n')).toBe('ana.silva@example.com');
    expect(normalizeEmail('ana.silva@example.com')).toBe('ana.silva@example.com');
  });

  it('is idempotent', () => {
    const once = normalizeEmail(' MiXeD+Tag@Example.org ');
    expect(normalizeEmail(once)).toBe(once);
  });
});

describe('isValidEmail', () => {
  it('accepts an address however it is typed, and refuses what cannot receive mail', () => {
    expect(isValidEmail(' Ana@Example.com ')).toBe(true);
    expect(isValidEmail('ana@')).toBe(false);
    expect(isValidEmail('ana example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('normalizedEmailSchema', () => {
  const schema = normalizedEmailSchema('Enter a valid email address');
  it('gives the normalised form', () => {
    expect(schema.parse('  Ana@Example.COM')).toBe('ana@example.com');
  });
  it('refuses with the given message', () => {
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('Enter a valid email address');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});

describe('maskEmail', () => {
  it('shows the first letter and the domain only', () => {
    expect(maskEmail('Ana.Silva@Example.com')).toBe('a...@example.com');
    expect(maskEmail('broken')).toBe('...');
  });
});

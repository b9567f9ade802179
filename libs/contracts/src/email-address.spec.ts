import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email-address.js';

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

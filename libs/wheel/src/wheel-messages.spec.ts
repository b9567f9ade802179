import { describe, expect, it } from 'vitest';
import { WHEEL_LIMITS } from './wheel-limits.js';
import { WHEEL_MESSAGES } from './wheel-messages.js';

describe('WHEEL_MESSAGES', () => {
  it('use the exact texts of spec section 5', () => {
    expect(WHEEL_MESSAGES.wheelNameRequired).toBe('Wheel name is required');
    expect(WHEEL_MESSAGES.wheelNameTooLong).toBe('Wheel name must be 50 characters or less');
    expect(WHEEL_MESSAGES.domainNameRequired).toBe('Domain name is required');
    expect(WHEEL_MESSAGES.domainNameTooLong).toBe('Domain name must be 30 characters or less');
    expect(WHEEL_MESSAGES.invalidColor).toBe('Invalid color format');
    expect(WHEEL_MESSAGES.tooFewDomains).toBe('At least 3 domains required');
    expect(WHEEL_MESSAGES.tooManyDomains).toBe('Maximum 12 domains allowed');
  });

  it('add our own texts for duplicate names and descriptors', () => {
    expect(WHEEL_MESSAGES.duplicateDomainName).toBe('Each domain needs a different name');
    expect(WHEEL_MESSAGES.descriptorTooLong).toBe('Description must be 120 characters or less');
    expect(WHEEL_MESSAGES.descriptorNotText).toBe('Description must be text');
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      (WHEEL_MESSAGES as Record<string, string>)['invalidColor'] = 'x';
    }).toThrow(TypeError);
  });
});

describe('WHEEL_LIMITS', () => {
  it('match spec sections 5 and 9 and the numbers inside the messages', () => {
    expect(WHEEL_LIMITS).toEqual({ wheelNameMax: 50, domainNameMax: 30, descriptorMax: 120, minDomains: 3, maxDomains: 12 });
    expect(WHEEL_MESSAGES.wheelNameTooLong).toContain(String(WHEEL_LIMITS.wheelNameMax));
    expect(WHEEL_MESSAGES.domainNameTooLong).toContain(String(WHEEL_LIMITS.domainNameMax));
    expect(WHEEL_MESSAGES.descriptorTooLong).toContain(String(WHEEL_LIMITS.descriptorMax));
    expect(WHEEL_MESSAGES.tooFewDomains).toContain(String(WHEEL_LIMITS.minDomains));
    expect(WHEEL_MESSAGES.tooManyDomains).toContain(String(WHEEL_LIMITS.maxDomains));
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      (WHEEL_LIMITS as { maxDomains: number }).maxDomains = 99;
    }).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeWheel } from './normalize-wheel.js';
import type { WheelConfig } from './wheel-types.js';

describe('normalizeWheel', () => {
  it('trims names and descriptors and lower-cases colours', () => {
    const wheel: WheelConfig = {
      name: '  My   wheel\n',
      domains: [
        { name: ' Family ', color: '#ABCDEF', descriptor: '  Time   together ' },
        { name: 'Work', color: '#a1B2c3' },
        { name: 'Fun', color: '#ffffff' },
      ],
    };
    expect(normalizeWheel(wheel)).toEqual({
      name: 'My wheel',
      domains: [
        { name: 'Family', color: '#abcdef', descriptor: 'Time together' },
        { name: 'Work', color: '#a1b2c3' },
        { name: 'Fun', color: '#ffffff' },
      ],
    });
  });

  it('drops a blank or null descriptor instead of storing an empty one', () => {
    const wheel = {
      name: 'W',
      domains: [
        { name: 'A', color: '#000000', descriptor: '   ' },
        { name: 'B', color: '#000000', descriptor: null },
      ],
    } as unknown as WheelConfig;
    const domains = normalizeWheel(wheel).domains;
    expect(domains[0]).not.toHaveProperty('descriptor');
    expect(domains[1]).not.toHaveProperty('descriptor');
  });

  it('removes control characters and unknown properties', () => {
    const wheel = {
      name: 'W\u0000',
      id: 9,
      domains: [{ name: 'Fa\u0000mily', color: '#000000', id: 'family', html: '<b>x</b>' }],
    } as unknown as WheelConfig;
    expect(normalizeWheel(wheel)).toEqual({ name: 'W', domains: [{ name: 'Fa mily', color: '#000000' }] });
  });

  it('returns a new wheel and leaves the input untouched', () => {
    const wheel: WheelConfig = { name: ' W ', domains: [{ name: ' A ', color: '#ABCDEF', descriptor: ' d ' }] };
    const snapshot = structuredClone(wheel);
    const normalized = normalizeWheel(wheel);
    expect(wheel).toEqual(snapshot);
    expect(normalized).not.toBe(wheel);
    expect(normalized.domains).not.toBe(wheel.domains);
  });

  it('is idempotent', () => {
    const wheel: WheelConfig = { name: ' W ', domains: [{ name: ' A  b', color: '#ABCDEF', descriptor: ' d ' }] };
    const once = normalizeWheel(wheel);
    expect(normalizeWheel(once)).toEqual(once);
  });
});

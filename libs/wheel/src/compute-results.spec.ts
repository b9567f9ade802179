import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { defaultWheel } from './default-wheel.js';
import type { DomainResponse } from './domain-response.js';
import type { WheelConfig } from './wheel-types.js';

const wheel: WheelConfig = {
  name: 'Mine',
  domains: [
    { name: 'Work', color: '#000000' },
    { name: 'Family', color: '#111111', descriptor: 'People' },
    { name: 'Fun', color: '#222222' },
  ],
};

describe('computeResults', () => {
  it('returns the domains in wheel order whatever the order of the responses', () => {
    const responses: DomainResponse[] = [
      { domain: 'Fun', current: 8, desired: 8 },
      { domain: 'Work', current: 4, desired: 9 },
      { domain: 'Family', current: 7, desired: 5 },
    ];
    expect(computeResults(wheel, responses)).toEqual([
      { domain: 'Work', color: '#000000', current: 4, desired: 9, gap: 5, band: 'low' },
      { domain: 'Family', color: '#111111', current: 7, desired: 5, gap: -2, band: 'mid' },
      { domain: 'Fun', color: '#222222', current: 8, desired: 8, gap: 0, band: 'high' },
    ]);
  });

  it('bands the current score, not the desired one', () => {
    const [work] = computeResults(wheel, [
      { domain: 'Work', current: 1, desired: 10 },
      { domain: 'Family', current: 5, desired: 5 },
      { domain: 'Fun', current: 5, desired: 5 },
    ]);
    expect(work).toMatchObject({ current: 1, desired: 10, gap: 9, band: 'low' });
  });

  it("uses the wheel's spelling of a domain matched loosely", () => {
    const results = computeResults(wheel, [
      { domain: ' work', current: 5, desired: 6 },
      { domain: 'FAMILY', current: 5, desired: 6 },
      { domain: 'fun ', current: 5, desired: 6 },
    ]);
    expect(results.map((result) => result.domain)).toEqual(['Work', 'Family', 'Fun']);
  });

  it('gives the 12 default domains with their colours', () => {
    const defaults = defaultWheel();
    const results = computeResults(
      defaults,
      defaults.domains.map((domain) => ({ domain: domain.name, current: 6, desired: 9 })),
    );
    expect(results).toHaveLength(12);
    expect(results[11]).toEqual({ domain: 'Spirituality', color: '#8c5c94', current: 6, desired: 9, gap: 3, band: 'mid' });
  });

  it('throws when a domain has no response', () => {
    expect(() =>
      computeResults(wheel, [
        { domain: 'Work', current: 5, desired: 5 },
        { domain: 'Fun', current: 5, desired: 5 },
      ]),
    ).toThrow('No response for domain "Family"; validate responses first');
  });

  it.each([[0], [11], [1.5], [NaN]])('throws a RangeError for the score %d', (score) => {
    const responses: DomainResponse[] = [
      { domain: 'Work', current: 5, desired: score },
      { domain: 'Family', current: 5, desired: 5 },
      { domain: 'Fun', current: 5, desired: 5 },
    ];
    expect(() => computeResults(wheel, responses)).toThrow(RangeError);
  });
});

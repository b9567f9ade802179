import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS } from './default-domains.js';
import { DEFAULT_WHEEL_NAME, defaultWheel } from './default-wheel.js';
import { normalizeWheel } from './normalize-wheel.js';
import { validateWheel } from './validate-wheel.js';

describe('defaultWheel', () => {
  it('is named "Life Wheel" and holds the 12 default domains without their ids', () => {
    const wheel = defaultWheel();
    expect(DEFAULT_WHEEL_NAME).toBe('Life Wheel');
    expect(wheel.name).toBe('Life Wheel');
    expect(wheel.domains).toEqual(DEFAULT_DOMAINS.map(({ name, color, descriptor }) => ({ name, color, descriptor })));
    expect(wheel.domains[0]).not.toHaveProperty('id');
  });

  it('is a valid wheel that normalization leaves unchanged', () => {
    expect(validateWheel(defaultWheel())).toEqual([]);
    expect(normalizeWheel(defaultWheel())).toEqual(defaultWheel());
  });

  it('returns a fresh, editable copy each call', () => {
    const first = defaultWheel();
    first.name = 'Mine';
    first.domains.pop();
    const domain = first.domains[0];
    if (!domain) throw new Error('expected a domain');
    domain.name = 'Work';

    const second = defaultWheel();
    expect(second).not.toBe(first);
    expect(second.name).toBe('Life Wheel');
    expect(second.domains).toHaveLength(12);
    expect(second.domains[0]?.name).toBe('Career & Vocation');
    expect(DEFAULT_DOMAINS[0]?.name).toBe('Career & Vocation');
  });
});

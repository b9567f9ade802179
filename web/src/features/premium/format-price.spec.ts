import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.js';

describe('formatPrice', () => {
  it("formats for the reader's language, without cents for whole amounts", () => {
    expect(formatPrice(1000, 'usd', 'en')).toBe('$10');
    expect(formatPrice(1050, 'usd', 'en')).toBe('$10.50');
    expect(formatPrice(1000, 'usd', 'de')).toMatch(/^10\s\$$/);
    expect(formatPrice(1000, 'usd', 'fr')).toMatch(/10\s\$\s?US/);
  });
});

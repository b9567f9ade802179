import { describe, expect, it } from 'vitest';
import { maskEmailWithBullets } from './masked-email.js';

describe('maskEmailWithBullets', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmailWithBullets('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskEmailWithBullets('a@b.example')).toBe('a•••@b.example');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmailWithBullets('no-at-sign')).toBe('•••');
    expect(maskEmailWithBullets('@example.com')).toBe('•••');
  });
});

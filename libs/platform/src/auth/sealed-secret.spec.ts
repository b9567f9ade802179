import { describe, expect, it } from 'vitest';
import { generateJobSecretKey, jobSecretKey } from './keys.js';
import { openSecret, sealSecret } from './sealed-secret.js';

const key = jobSecretKey(generateJobSecretKey());
const link = 'http://localhost:3000/login/verify#token=abc';

describe('sealed job secrets', () => {
  it('opens with the same key and context, and never shows the plain text', () => {
    const sealed = sealSecret(link, key, 'ana@example.com');
    expect(sealed).not.toContain('token');
    expect(openSecret(sealed, key, 'ana@example.com')).toBe(link);
  });

  it('gives a different ciphertext each time', () => {
    expect(sealSecret(link, key)).not.toBe(sealSecret(link, key));
  });

  it('refuses another key, another context and a tampered value', () => {
    const sealed = sealSecret(link, key, 'ana@example.com');
    expect(() => openSecret(sealed, jobSecretKey(generateJobSecretKey()), 'ana@example.com')).toThrow();
    expect(() => openSecret(sealed, key, 'eve@example.com')).toThrow();
    const parts = sealed.split('.');
    parts[2] = `${parts[2]!.slice(0, -2)}AA`;
    expect(() => openSecret(parts.join('.'), key, 'ana@example.com')).toThrow();
  });

  it('refuses a key of the wrong size', () => {
    expect(() => jobSecretKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

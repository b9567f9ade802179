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
    // Each part (iv, ciphertext, tag) with one bit flipped in its bytes: editing the base64 text
    // instead can leave the bytes as they were (padding bits), and then nothing was tampered.
    for (const index of [1, 2, 3]) {
      const parts = sealed.split('.');
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[bytes.length - 1]! ^= 1;
      parts[index] = bytes.toString('base64url');
      expect(() => openSecret(parts.join('.'), key, 'ana@example.com'), `part ${index}`).toThrow();
    }
  });

  it('refuses a key of the wrong size', () => {
    expect(() => jobSecretKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

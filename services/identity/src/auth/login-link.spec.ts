import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_PATTERN } from '@lifewheel/contracts';
import { linkState, loginLinkUrl, loginTokenExpiry, redirectAfterLogin } from './login-link.js';
import { randomToken, tokenHash } from './secure-token.js';

describe('login tokens', () => {
  it('are 256-bit random, in the shape the API accepts, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, randomToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(LOGIN_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as a SHA-256 hash that does not contain the token', () => {
    const token = randomToken();
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token);
    expect(tokenHash(randomToken())).not.toBe(tokenHash(token));
  });

  it('expire 15 minutes after they are made', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const expiresAt = loginTokenExpiry(now);
    expect(expiresAt.toISOString()).toBe('2026-05-01T10:15:00.000Z');
    expect(linkState({ expires_at: expiresAt, used_at: null }, new Date('2026-05-01T10:14:59Z'))).toBe('valid');
    expect(linkState({ expires_at: expiresAt, used_at: null }, new Date('2026-05-01T10:15:00Z'))).toBe('expired');
    expect(linkState({ expires_at: expiresAt, used_at: now }, new Date('2026-05-01T10:01:00Z'))).toBe('used');
    expect(linkState(undefined, now)).toBe('unknown');
  });
});

describe('loginLinkUrl', () => {
  it('puts the token in the fragment and the language in the path', () => {
    expect(loginLinkUrl('https://wheel.example', 'en', 'T')).toBe('https://wheel.example/login/verify#token=T');
    expect(loginLinkUrl('https://wheel.example', 'pt-BR', 'T')).toBe('https://wheel.example/pt-BR/login/verify#token=T');
  });
});

describe('redirectAfterLogin', () => {
  it('prefers the page asked for, then the dashboard for premium users, then home', () => {
    expect(redirectAfterLogin('/results/abc', 'en', true)).toBe('/results/abc');
    expect(redirectAfterLogin(null, 'en', true)).toBe('/premium/dashboard');
    expect(redirectAfterLogin(null, 'es', true)).toBe('/es/premium/dashboard');
    expect(redirectAfterLogin(null, 'en', false)).toBe('/');
    expect(redirectAfterLogin(null, 'fr', false)).toBe('/fr');
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionResolved } from '@lifewheel/contracts';
import { PrincipalCache } from './principal-cache.js';

const resolved = (id: string): SessionResolved => ({
  principal: `jwt-${id}`,
  user: { id, email: `${id}@example.com`, isPremium: false, isAdmin: false },
  sessionExpiresAt: new Date().toISOString(),
  renewed: false,
});

describe('PrincipalCache', () => {
  it('keeps a resolved session for less than 30 seconds', () => {
    const cache = new PrincipalCache();
    cache.set('token-a', resolved('a'), 1_000);
    expect(cache.get('token-a', 30_999)?.principal).toBe('jwt-a');
    expect(cache.get('token-a', 31_000)).toBeUndefined();
  });

  it('forgets a session on logout and never mixes two sessions', () => {
    const cache = new PrincipalCache();
    cache.set('token-a', resolved('a'), 0);
    cache.set('token-b', resolved('b'), 0);
    cache.delete('token-a');
    expect(cache.get('token-a', 1)).toBeUndefined();
    expect(cache.get('token-b', 1)?.principal).toBe('jwt-b');
  });

  it('stays bounded, dropping the oldest', () => {
    const cache = new PrincipalCache(30_000, 2);
    cache.set('1', resolved('1'), 0);
    cache.set('2', resolved('2'), 0);
    cache.set('3', resolved('3'), 0);
    expect(cache.get('1', 1)).toBeUndefined();
    expect(cache.get('3', 1)).toBeDefined();
  });

  it('keys by a hash, not by the token', () => {
    expect(PrincipalCache.keyOf('secret-token')).not.toContain('secret-token');
  });
});

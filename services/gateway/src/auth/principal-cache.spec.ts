import { describe, expect, it } from 'vitest';
import type { SessionResolved } from '@lifewheel/contracts';
import { PrincipalCache } from './principal-cache.js';

const resolved = (id: string, sessionId = `session-of-${id}`): SessionResolved => ({
  principal: `jwt-${id}`,
  sessionId,
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

  it('drops every session of a user whose standing changed, and no other', () => {
    const cache = new PrincipalCache();
    cache.set('phone', resolved('a'), 0);
    cache.set('laptop', resolved('a'), 0);
    cache.set('other', resolved('b'), 0);
    cache.forgetUser('a', 10);
    expect(cache.get('phone', 11)).toBeUndefined();
    expect(cache.get('laptop', 11)).toBeUndefined();
    expect(cache.get('other', 11)?.principal).toBe('jwt-b');
  });

  it('does not keep an answer asked for before its user changed, but keeps one asked for after', () => {
    const cache = new PrincipalCache();
    cache.forgetUser('a', 100);
    cache.set('asked-before', resolved('a'), 99);
    cache.set('asked-at-the-change', resolved('a'), 100);
    cache.set('asked-after', resolved('a'), 101);
    expect(cache.get('asked-before', 102)).toBeUndefined();
    expect(cache.get('asked-at-the-change', 102)).toBeUndefined();
    expect(cache.get('asked-after', 102)?.principal).toBe('jwt-a');
  });

  it('drops an ended session, and does not keep an answer for it asked for before it ended', () => {
    const cache = new PrincipalCache();
    cache.set('phone', resolved('a', 'phone-session'), 0);
    cache.set('laptop', resolved('a', 'laptop-session'), 0);
    cache.forgetSession('phone-session', 10);
    expect(cache.get('phone', 11)).toBeUndefined();
    expect(cache.get('laptop', 11)?.principal).toBe('jwt-a');
    cache.set('phone', resolved('a', 'phone-session'), 9);
    expect(cache.get('phone', 12)).toBeUndefined();
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

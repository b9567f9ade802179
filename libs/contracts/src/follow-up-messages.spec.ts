import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES, followUpMessageKey } from './follow-up-messages.js';

describe('follow-up messages', () => {
  it('finds the key of every message, so the web app can translate a server answer', () => {
    for (const [key, message] of Object.entries(FOLLOW_UP_MESSAGES)) expect(followUpMessageKey(message)).toBe(key);
    expect(followUpMessageKey('Something else entirely')).toBeUndefined();
  });

  it('has no two keys with the same text (the lookup would be ambiguous)', () => {
    const texts = Object.values(FOLLOW_UP_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-redirect.js';

describe('sameOriginPath: a redirect target that stays on this site', () => {
  it.each([
    ['/insights?ref=mail', '/insights?ref=mail'],
    ['/', '/'],
    ['/a/b?c=//d', '/a/b?c=//d'],
    ['//evil.example/a?b=1', '/evil.example/a?b=1'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%2f/evil.example', '/evil.example'],
    ['/%5C%5Cevil.example', '/evil.example'],
    ['/%252F%252Fevil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\r\n/evil.example', '/evil.example'],
    ['/%09/evil.example', '/evil.example'],
    ['/%0d%0a/evil.example', '/evil.example'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [' \thttps://evil.example', '/'],
  ])('%j becomes %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });
});

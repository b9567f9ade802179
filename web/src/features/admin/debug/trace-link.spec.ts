import { describe, expect, it } from 'vitest';
import { traceLink } from './trace-link.js';

describe('traceLink', () => {
  it('puts the trace id where TRACE_UI_URL says', () => {
    expect(traceLink('http://localhost:16686/trace/{traceId}', '4bf92f3577b34da6a3ce929d0e0e4736')).toBe(
      'http://localhost:16686/trace/4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(traceLink('https://traces.example/search?id={traceId}&x=1', 'a b')).toBe('https://traces.example/search?id=a%20b&x=1');
  });

  it('gives no link without a setting, without a place for the id, or for an address that is not http(s)', () => {
    expect(traceLink(null, 'abc')).toBeNull();
    expect(traceLink('', 'abc')).toBeNull();
    expect(traceLink('http://localhost:16686/trace/', 'abc')).toBeNull();
    expect(traceLink('javascript:alert({traceId})', 'abc')).toBeNull();
    expect(traceLink('not a url {traceId}', 'abc')).toBeNull();
  });
});

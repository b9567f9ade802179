import { describe, expect, it } from 'vitest';
import { entriesOfRead, parseStreamEntries } from './stream-entries.js';

const meta = { id: 'r1', pattern: 'assessments.get', replyTo: 'lw:rpc:reply:c', deadline: 1_900_000_000_000, requestId: 'q1' };

describe('reading requests off the stream', () => {
  const entries = [['1-0', ['meta', JSON.stringify(meta), 'data', '{"token":"t"}']]];

  it('understands both RESP2 and RESP3 shapes of XREADGROUP', () => {
    expect(entriesOfRead([['lw:rpc:assessments', entries]])).toBe(entries);
    expect(entriesOfRead(['lw:rpc:assessments', entries])).toBe(entries);
    expect(entriesOfRead(null)).toEqual([]);
  });

  it('decodes metadata and payload', () => {
    expect(parseStreamEntries(entries)).toEqual([{ streamId: '1-0', entry: { streamId: '1-0', meta, data: { token: 't' } } }]);
  });

  it('marks malformed entries so they can be dropped instead of crashing the loop', () => {
    const parsed = parseStreamEntries([
      ['2-0', ['meta', '{not json', 'data', '{}']],
      ['3-0', ['meta', JSON.stringify({ ...meta, deadline: 'soon' }), 'data', '{}']],
    ]);
    expect(parsed).toEqual([
      { streamId: '2-0', entry: null },
      { streamId: '3-0', entry: null },
    ]);
  });
});

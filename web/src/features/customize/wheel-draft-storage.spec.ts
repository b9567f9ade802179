import { describe, expect, it } from 'vitest';
import { defaultDraft } from './wheel-draft.js';
import { draftReducer } from './wheel-draft-reducer.js';
import { parseDraft } from './wheel-draft-storage.js';

describe('stored draft', () => {
  it('reads back what was saved', () => {
    const draft = draftReducer(draftReducer(defaultDraft(), { type: 'remove', key: 'family' }), { type: 'add', key: 'n1' });
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('ignores anything that is not a well-formed draft', () => {
    const good = defaultDraft();
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...good, domains: 'x' }),
      JSON.stringify({ ...good, domains: [...good.domains, good.domains[0]] }),
      JSON.stringify({ ...good, domains: [{ ...good.domains[0], defaultId: 'nope' }] }),
      JSON.stringify({ ...good, domains: [{ ...good.domains[0], defaultId: null }] }),
      JSON.stringify({ ...good, domains: [{ ...good.domains[0], pickerColor: 'red' }] }),
      JSON.stringify({ ...good, domains: Array.from({ length: 30 }, (_, i) => ({ ...good.domains[0], key: `k${i}` })) }),
    ]) {
      expect(parseDraft(raw)).toBeNull();
    }
  });
});

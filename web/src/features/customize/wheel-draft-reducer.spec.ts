import { describe, expect, it } from 'vitest';
import { defaultDraft, type WheelDraft } from './wheel-draft.js';
import { draftReducer } from './wheel-draft-reducer.js';

const keys = (draft: WheelDraft) => draft.domains.map((domain) => domain.key);

describe('wheel draft reducer', () => {
  it('adds fresh, empty areas up to 12 and never more', () => {
    let draft = draftReducer(defaultDraft(), { type: 'remove', key: 'family' });
    draft = draftReducer(draft, { type: 'add', key: 'new-1' });
    expect(draft.domains.at(-1)).toMatchObject({ key: 'new-1', defaultId: null, name: '', descriptor: '', fresh: true });
    expect(draftReducer(draft, { type: 'add', key: 'new-2' })).toBe(draft);
  });

  it('removes areas down to 3 and never fewer', () => {
    let draft = defaultDraft();
    for (const key of keys(draft).slice(3)) draft = draftReducer(draft, { type: 'remove', key });
    expect(keys(draft)).toEqual(['career-vocation', 'financial-wellbeing', 'physical-health']);
    expect(draftReducer(draft, { type: 'remove', key: 'career-vocation' })).toBe(draft);
  });

  it('keeps what is typed in the colour code, and the last valid colour for the picker', () => {
    let draft = draftReducer(defaultDraft(), { type: 'domain-color', key: 'family', color: '#12' });
    expect(draft.domains[4]).toMatchObject({ color: '#12', pickerColor: '#a0c882' });
    draft = draftReducer(draft, { type: 'domain-color', key: 'family', color: '#1234AB' });
    expect(draft.domains[4]).toMatchObject({ color: '#1234AB', pickerColor: '#1234ab' });
  });

  it('a typed name is no longer fresh; reset brings back the 12 defaults', () => {
    let draft = draftReducer(draftReducer(defaultDraft(), { type: 'remove', key: 'family' }), { type: 'add', key: 'n' });
    draft = draftReducer(draft, { type: 'domain-name', key: 'n', name: '' });
    expect(draft.domains.at(-1)?.fresh).toBe(false);
    expect(draftReducer(draft, { type: 'reset' })).toEqual(defaultDraft());
  });
});

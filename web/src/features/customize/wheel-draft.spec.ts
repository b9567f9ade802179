import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS, DEFAULT_WHEEL_NAME, validateWheel } from '@lifewheel/wheel';
import {
  defaultDraft,
  displayedWheel,
  draftFromWheel,
  isChanged,
  nextColor,
  pickerColorFor,
  storedWheel,
  wheelToSave,
  type DraftLabels,
} from './wheel-draft.js';
import { draftReducer } from './wheel-draft-reducer.js';

// Spanish-like labels, so "what the person sees" and "what is saved" differ.
const labels: DraftLabels = { wheelName: 'Mi rueda', domainName: (id) => `ES ${id}`, domainDescriptor: (id) => `ES desc ${id}` };

describe('wheel draft', () => {
  it('starts from the 12 defaults, shown in the page language and saved in canonical English', () => {
    const draft = defaultDraft();
    expect(draft.domains).toHaveLength(12);
    expect(displayedWheel(draft, labels).domains[0]).toEqual({ name: 'ES career-vocation', color: '#ed6a56', descriptor: 'ES desc career-vocation' });
    const stored = storedWheel(draft, labels);
    expect(stored.name).toBe('Mi rueda');
    expect(stored.domains).toEqual(DEFAULT_DOMAINS.map(({ name, color, descriptor }) => ({ name, color, descriptor })));
    expect(validateWheel(stored)).toEqual([]);
  });

  it('saves a renamed default as typed, trimmed and with a lower-case colour', () => {
    let draft = draftReducer(defaultDraft(), { type: 'domain-name', key: 'family', name: '  Kids  ' });
    draft = draftReducer(draft, { type: 'domain-color', key: 'family', color: '#ABCDEF' });
    const saved = wheelToSave(draft, labels);
    expect(saved.domains[4]).toEqual({ name: 'Kids', color: '#abcdef', descriptor: 'ES desc family' });
  });

  it('a renamed default keeps the description the person saw, in the page language', () => {
    const draft = draftReducer(defaultDraft(), { type: 'domain-name', key: 'physical-health', name: 'Deporte' });
    expect(storedWheel(draft, labels).domains[2]).toEqual({ name: 'Deporte', color: '#ffc74e', descriptor: 'ES desc physical-health' });
  });

  it('knows whether anything changed from the defaults', () => {
    expect(isChanged(defaultDraft())).toBe(false);
    expect(isChanged(draftReducer(defaultDraft(), { type: 'wheel-name', name: 'Mine' }))).toBe(true);
    expect(isChanged(draftReducer(defaultDraft(), { type: 'domain-color', key: 'friends', color: '#000000' }))).toBe(true);
    expect(isChanged(draftReducer(defaultDraft(), { type: 'remove', key: 'friends' }))).toBe(true);
    // Typing a colour back in upper case is no change.
    expect(isChanged(draftReducer(defaultDraft(), { type: 'domain-color', key: 'friends', color: '#95D0B8' }))).toBe(false);
  });

  it('reads a saved custom wheel back, keeping unchanged defaults linked to their translation', () => {
    const draft = draftFromWheel({
      name: DEFAULT_WHEEL_NAME,
      domains: [{ ...DEFAULT_DOMAINS[0]! }, { name: 'Music', color: '#123456' }, { name: 'Family', color: '#a0c882', descriptor: 'Mine' }],
    });
    expect(draft.domains.map(({ defaultId, name, descriptor }) => ({ defaultId, name, descriptor }))).toEqual([
      { defaultId: 'career-vocation', name: null, descriptor: null },
      { defaultId: null, name: 'Music', descriptor: '' },
      { defaultId: 'family', name: null, descriptor: 'Mine' },
    ]);
  });

  it('gives a new area the first default colour nobody uses', () => {
    let draft = draftReducer(defaultDraft(), { type: 'remove', key: 'family' });
    expect(nextColor(draft)).toBe('#a0c882');
    draft = draftReducer(draft, { type: 'add', key: 'new-1' });
    expect(nextColor(draft)).toBe('#4a3b63');
  });

  it('moves the colour picker only when the typed code is valid', () => {
    expect(pickerColorFor('#12', '#ed6a56')).toBe('#ed6a56');
    expect(pickerColorFor('#12AB9F', '#ed6a56')).toBe('#12ab9f');
    expect(pickerColorFor('12ab9f', '#ed6a56')).toBe('#ed6a56');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS, WHEEL_MESSAGES } from '@lifewheel/wheel';
import { defaultDraft, type DraftLabels, type WheelDraft } from './wheel-draft.js';
import { draftIssues, fieldId, visibleIssues } from './wheel-draft-issues.js';
import { draftReducer, type DraftAction } from './wheel-draft-reducer.js';

const english: DraftLabels = {
  wheelName: 'Life Wheel',
  domainName: (id) => DEFAULT_DOMAINS.find((d) => d.id === id)!.name,
  domainDescriptor: (id) => DEFAULT_DOMAINS.find((d) => d.id === id)!.descriptor,
};
const spanish: DraftLabels = { wheelName: 'Mi rueda', domainName: (id) => (id === 'family' ? 'Familia' : id), domainDescriptor: () => '' };
const apply = (...actions: DraftAction[]) => actions.reduce(draftReducer, defaultDraft());
const messages = (draft: WheelDraft, labels = english) => Object.fromEntries([...draftIssues(draft, labels)].map(([where, issue]) => [where, issue.message]));

describe('draft issues', () => {
  it('puts each rule of spec section 5 on its own field, with its exact message', () => {
    const draft = apply(
      { type: 'wheel-name', name: '' },
      { type: 'domain-name', key: 'family', name: 'x'.repeat(31) },
      { type: 'domain-name', key: 'friends', name: '   ' },
      { type: 'domain-color', key: 'spirituality', color: '#12' },
    );
    expect(messages(draft)).toEqual({
      name: 'Wheel name is required',
      [fieldId('family', 'name')]: 'Domain name must be 30 characters or less',
      [fieldId('friends', 'name')]: 'Domain name is required',
      [fieldId('spirituality', 'color')]: 'Invalid color format',
    });
    expect(messages(apply({ type: 'wheel-name', name: 'w'.repeat(51) }))).toEqual({ name: 'Wheel name must be 50 characters or less' });
  });

  it('puts the count rules on the list', () => {
    const tooFew: WheelDraft = { ...defaultDraft(), domains: defaultDraft().domains.slice(0, 2) };
    expect(messages(tooFew)).toEqual({ domains: WHEEL_MESSAGES.tooFewDomains });
    const tooMany: WheelDraft = {
      ...defaultDraft(),
      domains: [...defaultDraft().domains, { key: 'x', defaultId: null, name: 'Extra', color: '#000000', pickerColor: '#000000', descriptor: '' }],
    };
    expect(messages(tooMany)).toEqual({ domains: WHEEL_MESSAGES.tooManyDomains });
  });

  it('finds duplicates both in what is saved and in what the person sees', () => {
    // Saved: "Family" twice (the untouched default is saved in English); the later one is marked.
    expect(messages(apply({ type: 'domain-name', key: 'friends', name: 'family' }), spanish)).toEqual({
      [fieldId('friends', 'name')]: WHEEL_MESSAGES.duplicateDomainName,
    });
    // Seen: "Familia" twice, although the saved names differ.
    expect(messages(apply({ type: 'domain-name', key: 'spirituality', name: 'Familia' }), spanish)).toEqual({
      [fieldId('spirituality', 'name')]: WHEEL_MESSAGES.duplicateDomainName,
    });
  });

  it('waits with "required" on a just-added area until its name is typed in or the person tries to start', () => {
    const draft = apply({ type: 'remove', key: 'family' }, { type: 'add', key: 'new' });
    const issues = draftIssues(draft, english);
    expect([...visibleIssues(issues, draft, false).keys()]).toEqual([]);
    expect([...visibleIssues(issues, draft, true).keys()]).toEqual([fieldId('new', 'name')]);
    const touched = draftReducer(draft, { type: 'domain-name', key: 'new', name: '' });
    expect([...visibleIssues(draftIssues(touched, english), touched, false).keys()]).toEqual([fieldId('new', 'name')]);
  });
});

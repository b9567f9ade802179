import { describe, expect, it } from 'vitest';
import type { FieldIssue } from './field-issue.js';
import { validateWheel } from './validate-wheel.js';

const domains = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Domain ${index + 1}`, color: '#a0c882' }));

const wheelOf = (count: number) => ({ name: 'My wheel', domains: domains(count) });

/** A wheel of domains with these names, all one colour. */
const wheelNamed = (...names: string[]) => ({ name: 'W', domains: names.map((name) => ({ name, color: '#000000' })) });

const TOO_FEW: FieldIssue = {
  path: ['domains'],
  messageKey: 'tooFewDomains',
  message: 'At least 3 domains required',
  params: { min: 3 },
};
const TOO_MANY: FieldIssue = {
  path: ['domains'],
  messageKey: 'tooManyDomains',
  message: 'Maximum 12 domains allowed',
  params: { max: 12 },
};
const NAME_REQUIRED: FieldIssue = { path: ['name'], messageKey: 'wheelNameRequired', message: 'Wheel name is required' };

describe('validateWheel: number of domains', () => {
  it.each([[3], [4], [11], [12]])('accepts %i domains', (count) => {
    expect(validateWheel(wheelOf(count))).toEqual([]);
  });

  it.each([[0], [1], [2]])('rejects %i domains as too few', (count) => {
    expect(validateWheel(wheelOf(count))).toEqual([TOO_FEW]);
  });

  it.each([[13], [20]])('rejects %i domains as too many', (count) => {
    expect(validateWheel(wheelOf(count))).toEqual([TOO_MANY]);
  });

  it.each([[undefined], [null], ['Family, Friends, Fun'], [{ 0: { name: 'a', color: '#000000' } }]])('reads domains of %j as an empty list', (value) => {
    expect(validateWheel({ name: 'My wheel', domains: value })).toEqual([TOO_FEW]);
  });
});

describe('validateWheel: the wheel itself', () => {
  it.each([[undefined], [null], ['Life Wheel'], [42], [[]]])('reports %j as a wheel with no name and no domains', (value) => {
    expect(validateWheel(value)).toEqual([NAME_REQUIRED, TOO_FEW]);
  });

  it('reports a blank wheel name', () => {
    expect(validateWheel({ ...wheelOf(3), name: ' \t ' })).toEqual([NAME_REQUIRED]);
  });

  it('reports a 51-character wheel name and accepts 50', () => {
    expect(validateWheel({ ...wheelOf(3), name: 'x'.repeat(50) })).toEqual([]);
    expect(validateWheel({ ...wheelOf(3), name: 'x'.repeat(51) })).toEqual([
      { path: ['name'], messageKey: 'wheelNameTooLong', message: 'Wheel name must be 50 characters or less', params: { max: 50 } },
    ]);
  });

  it('ignores properties it does not know', () => {
    expect(validateWheel({ ...wheelOf(3), id: 7, extra: { nested: true } })).toEqual([]);
  });
});

describe('validateWheel: each domain', () => {
  it('points at the field of the domain at fault', () => {
    const wheel = wheelOf(4);
    wheel.domains[2] = { name: '   ', color: '#abc' };
    expect(validateWheel(wheel)).toEqual([
      { path: ['domains', 2, 'name'], messageKey: 'domainNameRequired', message: 'Domain name is required' },
      { path: ['domains', 2, 'color'], messageKey: 'invalidColor', message: 'Invalid color format' },
    ]);
  });

  it('accepts a 30-character domain name and rejects 31', () => {
    const wheel = wheelOf(3);
    wheel.domains[0] = { name: 'x'.repeat(30), color: '#000000' };
    wheel.domains[1] = { name: 'y'.repeat(31), color: '#000000' };
    expect(validateWheel(wheel)).toEqual([
      {
        path: ['domains', 1, 'name'],
        messageKey: 'domainNameTooLong',
        message: 'Domain name must be 30 characters or less',
        params: { max: 30 },
      },
    ]);
  });

  it.each([
    ['#ABCDEF', true],
    ['#abcdef', true],
    ['#abc', false],
    ['abcdef', false],
    ['#12345g', false],
  ])('colour %s is valid: %s', (color, valid) => {
    const wheel = wheelOf(3);
    wheel.domains[1] = { name: 'Health', color };
    const expected: FieldIssue[] = valid ? [] : [{ path: ['domains', 1, 'color'], messageKey: 'invalidColor', message: 'Invalid color format' }];
    expect(validateWheel(wheel)).toEqual(expected);
  });

  it('accepts a missing, null or 120-character descriptor and rejects 121 characters or a number', () => {
    const wheel = {
      name: 'My wheel',
      domains: [
        { name: 'A', color: '#000000' },
        { name: 'B', color: '#000000', descriptor: null },
        { name: 'C', color: '#000000', descriptor: 'x'.repeat(120) },
        { name: 'D', color: '#000000', descriptor: 'x'.repeat(121) },
        { name: 'E', color: '#000000', descriptor: 5 },
      ],
    };
    expect(validateWheel(wheel)).toEqual([
      {
        path: ['domains', 3, 'descriptor'],
        messageKey: 'descriptorTooLong',
        message: 'Description must be 120 characters or less',
        params: { max: 120 },
      },
      { path: ['domains', 4, 'descriptor'], messageKey: 'descriptorNotText', message: 'Description must be text' },
    ]);
  });

  it('reports a domain that is not an object, or a hole in the list, as missing its name and colour', () => {
    const list: unknown[] = [...domains(3), null, 'Family'];
    list[6] = { name: 'Last', color: '#000000' }; // leaves index 5 empty
    expect(validateWheel({ name: 'My wheel', domains: list }).map((issue) => issue.path)).toEqual([
      ['domains', 3, 'name'],
      ['domains', 3, 'color'],
      ['domains', 4, 'name'],
      ['domains', 4, 'color'],
      ['domains', 5, 'name'],
      ['domains', 5, 'color'],
    ]);
  });
});

describe('validateWheel: duplicate names', () => {
  const DUPLICATE = (index: number): FieldIssue => ({
    path: ['domains', index, 'name'],
    messageKey: 'duplicateDomainName',
    message: 'Each domain needs a different name',
  });

  it('marks the later of two names that differ only in case and surrounding spaces', () => {
    const wheel = { name: 'W', domains: [...domains(2), { name: 'Family', color: '#000000' }, { name: '  FAMILY ', color: '#000000' }] };
    expect(validateWheel(wheel)).toEqual([DUPLICATE(3)]);
  });

  it('marks every repeat after the first', () => {
    const wheel = wheelNamed('Fun', 'fun', 'Work', 'FUN');
    expect(validateWheel(wheel)).toEqual([DUPLICATE(1), DUPLICATE(3)]);
  });

  it('treats names differing only in inner spacing or accent encoding as the same', () => {
    const wheel = wheelNamed('Self care', 'Self   care', 'Caf\u00e9', 'Cafe\u0301');
    expect(validateWheel(wheel)).toEqual([DUPLICATE(1), DUPLICATE(3)]);
  });

  it('does not call two blank names duplicates, only missing', () => {
    const wheel = { name: 'W', domains: [...domains(2), { name: '', color: '#000000' }, { name: ' ', color: '#000000' }] };
    expect(validateWheel(wheel).map((issue) => issue.messageKey)).toEqual(['domainNameRequired', 'domainNameRequired']);
  });

  it('accepts names that merely look alike', () => {
    const wheel = wheelNamed('Family', 'Families', 'Family 2');
    expect(validateWheel(wheel)).toEqual([]);
  });
});

describe('validateWheel: everything at once', () => {
  it('returns all issues in field order: wheel name, domain count, then each domain', () => {
    const wheel = {
      name: '',
      domains: [
        { name: 'Family', color: 'abcdef' },
        { name: 'family', color: '#12345g', descriptor: 'x'.repeat(121) },
      ],
    };
    expect(validateWheel(wheel).map((issue) => [issue.path, issue.messageKey])).toEqual([
      [['name'], 'wheelNameRequired'],
      [['domains'], 'tooFewDomains'],
      [['domains', 0, 'color'], 'invalidColor'],
      [['domains', 1, 'name'], 'duplicateDomainName'],
      [['domains', 1, 'color'], 'invalidColor'],
      [['domains', 1, 'descriptor'], 'descriptorTooLong'],
    ]);
  });

  it('still checks every domain of a wheel with too many', () => {
    const wheel = wheelOf(13);
    wheel.domains[12] = { name: '', color: '#000000' };
    expect(validateWheel(wheel).map((issue) => issue.messageKey)).toEqual(['tooManyDomains', 'domainNameRequired']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultWheel } from './default-wheel.js';
import type { DomainResponse } from './domain-response.js';
import type { FieldIssue } from './field-issue.js';
import { validateResponses } from './validate-responses.js';
import type { WheelConfig } from './wheel-types.js';

const wheel: WheelConfig = {
  name: 'Mine',
  domains: [
    { name: 'Work', color: '#000000' },
    { name: 'Family', color: '#111111' },
    { name: 'Fun & Play', color: '#222222' },
  ],
};

const rate = (domain: string, current: unknown = 5, desired: unknown = 8) => ({ domain, current, desired });
const allRated = () => [rate('Work'), rate('Family'), rate('Fun & Play')];

const outOfRange = (index: number, field: 'current' | 'desired'): FieldIssue => ({
  path: ['responses', index, field],
  messageKey: 'scoreOutOfRange',
  message: 'Scores must be whole numbers from 1 to 10',
});

describe('validateResponses', () => {
  it('accepts every domain rated once, in any order', () => {
    expect(validateResponses(wheel, allRated())).toEqual([]);
    expect(validateResponses(wheel, allRated().reverse())).toEqual([]);
  });

  it('accepts the full default wheel rated at the ends of the scale', () => {
    const defaults = defaultWheel();
    const responses: DomainResponse[] = defaults.domains.map((domain, index) => ({
      domain: domain.name,
      current: index % 2 ? 1 : 10,
      desired: 10,
    }));
    expect(validateResponses(defaults, responses)).toEqual([]);
  });

  it('matches a domain whatever its case and surrounding spaces, as the duplicate-name rule does', () => {
    expect(validateResponses(wheel, [rate(' work '), rate('FAMILY'), rate('fun  &  play')])).toEqual([]);
  });

  it.each([[1], [4], [5], [7], [8], [10]])('accepts the score %i', (score) => {
    const responses = allRated();
    responses[1] = rate('Family', score, score);
    expect(validateResponses(wheel, responses)).toEqual([]);
  });

  it.each([[0], [11], [1.5], [NaN], [-1], ['5'], [null], [undefined]])('rejects the score %s in either field', (score) => {
    const responses = allRated();
    // Literal objects, not rate(): a default parameter would replace an undefined score.
    responses[1] = { domain: 'Family', current: score, desired: 8 };
    responses[2] = { domain: 'Fun & Play', current: 3, desired: score };
    expect(validateResponses(wheel, responses)).toEqual([outOfRange(1, 'current'), outOfRange(2, 'desired')]);
  });

  it('reports both scores of one rating', () => {
    expect(validateResponses(wheel, [rate('Work', 0, 11), rate('Family'), rate('Fun & Play')])).toEqual([outOfRange(0, 'current'), outOfRange(0, 'desired')]);
  });

  it('asks for each unrated domain by name, in wheel order', () => {
    expect(validateResponses(wheel, [rate('Family')])).toEqual([
      { path: ['responses'], messageKey: 'missingDomain', message: 'Please rate Work', params: { domain: 'Work' } },
      {
        path: ['responses'],
        messageKey: 'missingDomain',
        message: 'Please rate Fun & Play',
        params: { domain: 'Fun & Play' },
      },
    ]);
  });

  it.each([[undefined], [null], [{}], ['Work'], [[]]])('treats responses of %j as none given', (responses) => {
    expect(validateResponses(wheel, responses).map((issue) => issue.message)).toEqual(['Please rate Work', 'Please rate Family', 'Please rate Fun & Play']);
  });

  it('reports a domain that is not in the wheel, by the name given', () => {
    expect(validateResponses(wheel, [...allRated(), rate('  Hobbies ')])).toEqual([
      {
        path: ['responses', 3, 'domain'],
        messageKey: 'unknownDomain',
        message: 'Hobbies is not part of this wheel',
        params: { domain: 'Hobbies' },
      },
    ]);
  });

  it('reports a second rating of a domain, by its wheel name', () => {
    expect(validateResponses(wheel, [...allRated(), rate('family ', 2, 3)])).toEqual([
      {
        path: ['responses', 3, 'domain'],
        messageKey: 'duplicateDomain',
        message: 'Family was rated twice',
        params: { domain: 'Family' },
      },
    ]);
  });

  it('reports a rating without a usable domain, and still checks its scores', () => {
    const responses: unknown[] = [...allRated(), { current: 5, desired: 5 }, { domain: '  ', current: 0, desired: 5 }, { domain: 3, current: 5, desired: 5 }];
    const required = (index: number): FieldIssue => ({
      path: ['responses', index, 'domain'],
      messageKey: 'domainRequired',
      message: 'Each rating needs a domain',
    });
    expect(validateResponses(wheel, responses)).toEqual([required(3), required(4), outOfRange(4, 'current'), required(5)]);
  });

  it('reports a rating that is not an object', () => {
    expect(validateResponses(wheel, [...allRated(), 'Work']).map((issue) => issue.path)).toEqual([
      ['responses', 3, 'domain'],
      ['responses', 3, 'current'],
      ['responses', 3, 'desired'],
    ]);
  });

  it('counts a duplicate of an unknown domain as unknown both times', () => {
    expect(validateResponses(wheel, [...allRated(), rate('Pets'), rate('pets')]).map((issue) => issue.messageKey)).toEqual(['unknownDomain', 'unknownDomain']);
  });

  it('returns every issue at once: per rating in order, then the unrated domains', () => {
    const responses = [rate('Work', 11), rate('Pets'), rate('WORK', 3, 1.5)];
    expect(validateResponses(wheel, responses).map((issue) => [issue.path, issue.message])).toEqual([
      [['responses', 0, 'current'], 'Scores must be whole numbers from 1 to 10'],
      [['responses', 1, 'domain'], 'Pets is not part of this wheel'],
      [['responses', 2, 'domain'], 'Work was rated twice'],
      [['responses', 2, 'desired'], 'Scores must be whole numbers from 1 to 10'],
      [['responses'], 'Please rate Family'],
      [['responses'], 'Please rate Fun & Play'],
    ]);
  });
});

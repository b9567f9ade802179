import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as wheel from './index.js';

const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

describe('the public API', () => {
  it('exports every agreed value', () => {
    const agreed = [
      'DEFAULT_DOMAIN_IDS',
      'DEFAULT_DOMAINS',
      'MINI_LOGO_DOMAIN_COUNT',
      'DEFAULT_WHEEL_NAME',
      'defaultWheel',
      'findDefaultDomain',
      'WHEEL_LIMITS',
      'WHEEL_MESSAGES',
      'validateWheelName',
      'validateDomainName',
      'validateDomainColor',
      'validateWheel',
      'normalizeWheel',
      'SCORE_MIN',
      'SCORE_MAX',
      'isScore',
      'SCORE_BANDS',
      'scoreBand',
      'RESPONSE_MESSAGES',
      'validateResponses',
      'computeResults',
      'largestGaps',
      'averageScore',
      'domainChanges',
      'sameDomains',
      'compareGroups',
      'domainTrends',
      'isStuck',
    ];
    for (const name of agreed) expect(wheel, name).toHaveProperty(name);
  });

  it('runs end to end: validate, normalize, rate, score', () => {
    const input = {
      name: ' Team wheel ',
      domains: [
        { name: ' Work ', color: '#ABCDEF' },
        { name: 'Health', color: '#123456' },
        { name: 'Friends', color: '#a0c882' },
      ],
    };
    expect(wheel.validateWheel(input)).toEqual([]);
    const config = wheel.normalizeWheel(input);
    const responses = [
      { domain: 'Work', current: 3, desired: 9 },
      { domain: 'Health', current: 8, desired: 9 },
      { domain: 'Friends', current: 5, desired: 5 },
    ];
    expect(wheel.validateResponses(config, responses)).toEqual([]);
    const results = wheel.computeResults(config, responses);
    expect(wheel.largestGaps(results).map((result) => [result.domain, result.gap, result.color])).toEqual([
      ['Work', 6, '#abcdef'],
      ['Health', 1, '#123456'],
    ]);
    expect(wheel.averageScore(results, 'current')).toBe(5.3);
    expect(wheel.averageScore(results, 'desired')).toBe(7.7);
  });
});

describe('the library source', () => {
  // The web app and every service load this code: it must not pull in a package, Node built-ins
  // or another workspace library (design section 3), and relative imports need their .js suffix.
  const sources = readdirSync(SOURCE_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'));

  it.each(sources)('%s imports only sibling files, with .js suffixes', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    const specifiers = [...text.matchAll(/(?:^|\s)(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
    const dynamic = [...text.matchAll(/\bimport\s*\(|\brequire\s*\(/g)];
    expect(dynamic).toEqual([]);
    for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\/[a-z0-9-]+\.js$/);
  });

  it('uses kebab-case file names', () => {
    for (const file of readdirSync(SOURCE_DIR)) expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.spec)?\.ts$/);
  });
});

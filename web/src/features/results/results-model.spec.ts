import { describe, expect, it } from 'vitest';
import { defaultWheel, type DomainResult } from '@lifewheel/wheel';
import { buildRows, isDefaultWheel, localDateStamp, orderByGap, topGapRows } from './results-model.js';

const result = (domain: string, current: number, desired: number): DomainResult => ({
  domain,
  color: '#123456',
  current,
  desired,
  gap: desired - current,
  band: current >= 8 ? 'high' : current >= 5 ? 'mid' : 'low',
});
const results = [result('A', 5, 6), result('B', 2, 9), result('C', 8, 8), result('D', 3, 9), result('E', 9, 7), result('F', 4, 7), result('G', 1, 4)];

describe('results rows', () => {
  it('labels each domain, keeps wheel order and marks the three largest positive gaps', () => {
    const rows = buildRows(results, (name) => `label ${name}`);
    expect(rows.map((row) => [row.index, row.label])).toEqual(results.map((r, index) => [index, `label ${r.domain}`]));
    expect(rows.filter((row) => row.largestGap).map((row) => row.domain)).toEqual(['B', 'D', 'F']);
  });

  it('marks no gap when nobody wants more', () => {
    expect(buildRows([result('A', 8, 8), result('B', 9, 7), result('C', 5, 5)], (name) => name).some((row) => row.largestGap)).toBe(false);
  });

  it('orders by gap, largest first, ties in wheel order, negative gaps last', () => {
    expect(orderByGap(results).map((row) => row.domain)).toEqual(['B', 'D', 'F', 'G', 'A', 'C', 'E']);
    expect(results.map((row) => row.domain).join('')).toBe('ABCDEFG');
  });

  it('lists the top gaps biggest first', () => {
    expect(topGapRows(buildRows(results, (name) => name)).map((row) => row.domain)).toEqual(['B', 'D', 'F']);
  });

  it('stamps dates as YYYY-MM-DD in local time', () => {
    expect(localDateStamp(new Date(2024, 2, 5, 23, 30))).toBe('2024-03-05');
  });
});

describe('default wheel', () => {
  it('recognises the default wheel and any customization of it', () => {
    expect(isDefaultWheel(defaultWheel())).toBe(true);
    expect(isDefaultWheel({ ...defaultWheel(), name: 'Mine' })).toBe(false);
    expect(isDefaultWheel({ ...defaultWheel(), domains: defaultWheel().domains.slice(0, 3) })).toBe(false);
    const renamed = defaultWheel();
    renamed.domains[0] = { name: 'Work', color: '#ed6a56' };
    expect(isDefaultWheel(renamed)).toBe(false);
  });
});

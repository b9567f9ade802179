import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary.js';

describe('changeSummary', () => {
  it('counts areas by the direction of their current score', () => {
    const changes = [
      { domain: 'A', current: 2, desired: 0 },
      { domain: 'B', current: -1, desired: 3 },
      { domain: 'C', current: 0, desired: -2 },
      { domain: 'D', current: 5, desired: 5 },
    ];
    expect(changeSummary(changes)).toEqual({ up: 2, down: 1, same: 1 });
    expect(changeSummary([])).toEqual({ up: 0, down: 0, same: 0 });
  });
});

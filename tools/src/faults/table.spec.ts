import { describe, expect, it } from 'vitest';
import { checkTable, faultTable } from './table.js';

describe('the faults tables', () => {
  it('prints one row per fault, marking one the app did not recover from', () => {
    const table = faultTable([
      { fault: 'kill -9 gateway', injectedAt: 15.2, recoveredAfter: 7.04, requests: 120, serverErrors: 3, noAnswer: 9, savesAcknowledged: 80 },
      { fault: 'PostgreSQL restart', injectedAt: 60, recoveredAfter: undefined, requests: 10, serverErrors: 10, noAnswer: 0, savesAcknowledged: 0 },
    ]);
    expect(table.split('\n')).toEqual([
      '| fault | at | healthy again after | requests | 5xx | no answer | saves acknowledged |',
      '|---|---|---|---|---|---|---|',
      '| kill -9 gateway | 15 s | 7.0 s | 120 | 3 | 9 | 80 |',
      '| PostgreSQL restart | 60 s | NOT RECOVERED | 10 | 10 | 0 | 0 |',
    ]);
  });

  it('prints each check as pass or FAIL, keeping a pipe in the detail from breaking the row', () => {
    expect(checkTable([{ name: 'saves', ok: false, detail: 'a | b' }])).toContain('| saves | FAIL | a \\| b |');
    expect(checkTable([{ name: 'jobs', ok: true, detail: '0 failed' }])).toContain('| jobs | pass | 0 failed |');
  });
});

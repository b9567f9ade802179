import { describe, expect, it } from 'vitest';
import { aggregateCsv, csvCell } from './aggregate-csv.js';

describe('the group result as CSV', () => {
  it('has a header and one row per area, with the distribution of current scores', () => {
    const csv = aggregateCsv(
      {
        answers: 5,
        largestGaps: [],
        domains: [{ domain: 'Family', current: 4.5, desired: 8, q1: 3, q3: 6, min: 2, max: 9, gap: 3.5, distribution: [0, 1, 1, 0, 1, 1, 0, 0, 1, 0] }],
      },
      (name) => `${name}!`,
    );
    const [header, row] = csv.trim().split('\r\n');
    expect(header?.split(',')).toHaveLength(18);
    expect(row).toBe('"Family!","4.5","8","3","6","2","9","3.5","0","1","1","0","1","1","0","0","1","0"');
  });

  it('never lets a name become a formula, and escapes quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('Work "life"')).toBe('"Work ""life"""');
  });
});

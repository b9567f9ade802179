import { describe, expect, it } from 'vitest';
import type { AccountExport } from '@lifewheel/contracts';
import { accountExportCsv, csvCell, toCsv } from './account-csv.js';

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('CSV cells', () => {
  it('leaves plain text, numbers and booleans as they are, and null empty', () => {
    expect(csvCell('Career')).toBe('Career');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Friends, family')).toBe('"Friends, family"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('reads back as the same cells, row by row', () => {
    const rows = [
      ['kind', 'value'],
      ['domain', 'Health, "body" and\nmind'],
      ['domain', '=1+1'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual([rows[0], rows[1], ['domain', "'=1+1"]]);
  });
});

describe('the account export as CSV', () => {
  const data: AccountExport = {
    exportedAt: '2026-11-25T10:00:00.000Z',
    identity: {
      user: { id: 'u1', email: 'ana@example.com', isPremium: true, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z', language: 'de' },
      sessions: [],
      loginLinks: [],
    },
    assessments: {
      assessments: [
        {
          id: 'a1',
          createdAt: '2026-02-01T00:00:00.000Z',
          language: 'en',
          wheel: { name: 'Mine', domains: [{ name: '=cmd|"/c calc"!A1, and more', color: '#000000' }] },
          responses: [{ domain: '=cmd|"/c calc"!A1, and more', current: 4, desired: 9 }],
        },
      ],
      toolNotes: [{ id: 'n1', toolId: 't1', body: 'two\nlines', createdAt: '2026-02-02T00:00:00.000Z', updatedAt: '2026-02-02T00:00:00.000Z' }],
      toolProgress: [{ toolId: 't1', doneAt: '2026-02-03T00:00:00.000Z' }],
      followUps: [],
      mailingList: null,
      focuses: [
        {
          id: 'f1',
          domain: 'friends',
          approach: 'tools',
          toolIds: ['t1', 't2'],
          reminders: true,
          language: 'en',
          startedAt: '2026-02-05T00:00:00.000Z',
          endsAt: '2026-03-07T00:00:00.000Z',
          endedAt: null,
          baseline: { current: 3, desired: 8 },
        },
      ],
      focusCheckIns: [{ id: 'c1', focusId: 'f1', domain: 'friends', current: 5, desired: 8, createdAt: '2026-02-12T00:00:00.000Z' }],
    },
    billing: {
      checkouts: [],
      payments: [
        { id: 'p1', amount: 1000, currency: 'usd', status: 'paid', amountRefunded: 0, stripePaymentIntentId: 'pi_1', createdAt: '2026-02-04T00:00:00.000Z' },
      ],
    },
  };

  it('has one row per stored value under a kind, a record and a field', () => {
    const rows = parseCsv(accountExportCsv(data));
    expect(rows[0]).toEqual(['kind', 'record', 'field', 'value']);
    expect(rows).toContainEqual(['user', 'u1', 'email', 'ana@example.com']);
    expect(rows).toContainEqual(['assessment', 'a1', 'wheel.domains.0.name', `'=cmd|"/c calc"!A1, and more`]);
    expect(rows).toContainEqual(['assessment', 'a1', 'responses.0.desired', '9']);
    expect(rows).toContainEqual(['tool-note', 'n1', 'body', 'two\nlines']);
    expect(rows).toContainEqual(['tool-progress', 't1', 'doneAt', '2026-02-03T00:00:00.000Z']);
    expect(rows).toContainEqual(['focus', 'f1', 'toolIds.1', 't2']);
    expect(rows).toContainEqual(['focus', 'f1', 'endedAt', '']);
    expect(rows).toContainEqual(['focus', 'f1', 'baseline.current', '3']);
    expect(rows).toContainEqual(['focus-check-in', 'c1', 'current', '5']);
    expect(rows).toContainEqual(['payment', 'p1', 'amount', '1000']);
    expect(rows.every((row) => row.length === 4)).toBe(true);
  });
});

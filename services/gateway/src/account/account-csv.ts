import type { AccountExport } from '@lifewheel/contracts';

/** The CSV download's header: one row per stored value, so every kind of record fits one table. */
export const ACCOUNT_CSV_HEADER = ['kind', 'record', 'field', 'value'] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell by RFC 4180, with a text that a spreadsheet would run as a formula made plain text. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

type Row = [kind: string, record: string, field: string, value: string | number | boolean | null];

/** Every leaf of `value` as a dotted path (`responses.0.current`) and its value. */
function leaves(value: unknown, path: string): [string, string | number | boolean | null][] {
  if (value === null || value === undefined) return [[path, null]];
  if (typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    return entries.flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value as string | number | boolean]];
}

function recordRows(kind: string, records: readonly object[], idOf: (record: Record<string, unknown>, index: number) => string): Row[] {
  return records.flatMap((record, index) => {
    const id = idOf(record as Record<string, unknown>, index);
    return leaves(record, '').map(([field, value]): Row => [kind, id, field, value]);
  });
}

const byId = (record: Record<string, unknown>, index: number): string => (typeof record['id'] === 'string' ? record['id'] : String(index + 1));

/** The whole export as rows of the CSV download, header first. */
export function accountExportCsv(data: AccountExport): string {
  const rows: Row[] = [
    ['export', '1', 'exportedAt', data.exportedAt],
    ...recordRows('user', [data.identity.user], byId),
    ...recordRows('session', data.identity.sessions, byId),
    ...recordRows('login-link', data.identity.loginLinks, byId),
    ...recordRows('assessment', data.assessments.assessments, byId),
    ...recordRows('tool-note', data.assessments.toolNotes, byId),
    ...recordRows('tool-progress', data.assessments.toolProgress, (record) => String(record['toolId'])),
    ...recordRows('follow-up', data.assessments.followUps, byId),
    ...recordRows('mailing-list', data.assessments.mailingList ? [data.assessments.mailingList] : [], byId),
    ...recordRows('focus', data.assessments.focuses, byId),
    ...recordRows('focus-check-in', data.assessments.focusCheckIns, byId),
    ...recordRows('checkout', data.billing.checkouts, byId),
    ...recordRows('payment', data.billing.payments, byId),
  ];
  return toCsv([ACCOUNT_CSV_HEADER, ...rows]);
}

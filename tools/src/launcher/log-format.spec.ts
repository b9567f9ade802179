import { describe, expect, it } from 'vitest';
import { formatLogLine, LABEL_WIDTH, prefix } from './log-format.js';

const plain = { label: 'billing', colour: false };
const at = Date.UTC(2026, 10, 22, 9, 5, 7);
const hhmmss = new Date(at).toTimeString().slice(0, 8);
const column = `${'billing'.padEnd(LABEL_WIDTH)} │ `;

describe('formatLogLine', () => {
  it('shows a pino line as time, level and message behind the process column', () => {
    const line = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', service: 'billing', msg: 'listening' });
    expect(formatLogLine(line, plain)).toBe(`${column}${hhmmss} INFO  listening`);
  });

  it('keeps the fields that say something, quoting values with spaces', () => {
    const line = JSON.stringify({ level: 40, time: at, msg: 'slow', queue: 'email', ms: 1200, note: 'two words', trace_id: 'abc' });
    expect(formatLogLine(line, plain)).toBe(`${column}${hhmmss} WARN  slow queue=email ms=1200 note="two words"`);
  });

  it('understands level labels as well as numbers', () => {
    const line = JSON.stringify({ level: 'error', time: at, msg: 'x' });
    expect(formatLogLine(line, plain)).toBe(`${column}${hhmmss} ERROR x`);
  });

  it('reads a pino-http line as method, path, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      msg: 'request completed',
      reqId: 'r1',
      req: { method: 'GET', url: '/api/health', headers: { host: 'x' } },
      res: { statusCode: 200, headers: {} },
      responseTime: 3.4,
    });
    expect(formatLogLine(line, plain)).toBe(`${column}${hhmmss} INFO  request completed GET /api/health 200 3 ms reqId=r1`);
  });

  it('puts an error stack under the line, without repeating the message', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'boom',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at a (x.js:1:1)\n    at b (y.js:2:2)' },
    });
    expect(formatLogLine(line, plain).split('\n')).toEqual([`${column}${hhmmss} ERROR boom`, `${column}    at a (x.js:1:1)`, `${column}    at b (y.js:2:2)`]);
  });

  it('keeps the first stack line when the message says something else', () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'payment failed', err: { stack: 'TypeError: x is undefined\n    at a (x.js:1:1)' } });
    expect(formatLogLine(line, plain).split('\n').slice(1)).toEqual([`${column}    TypeError: x is undefined`, `${column}    at a (x.js:1:1)`]);
  });

  it('shows anything that is not a pino line as it is', () => {
    expect(formatLogLine('node:internal/modules/cjs/loader:1228', plain)).toBe(`${column}node:internal/modules/cjs/loader:1228`);
    expect(formatLogLine('{not json', plain)).toBe(`${column}{not json`);
    expect(formatLogLine('{"some":"json"}', plain)).toBe(`${column}{"some":"json"}`);
  });

  it('colours the column and the level only when asked to', () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'x' });
    expect(formatLogLine(line, { label: 'billing', colour: true })).toContain('\u001b[31mERROR\u001b[0m');
    expect(prefix({ label: 'billing', colour: true })).toContain('\u001b[33mbilling');
    expect(formatLogLine(line, plain)).not.toContain('\u001b[');
  });
});

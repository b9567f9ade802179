// Turns the processes' pino JSON lines into one readable terminal line each, behind a coloured
// column naming the process. Anything that is not a pino line (a crash trace Node prints itself,
// a library writing to stderr) is shown as it is, behind the same column.

const RESET = '\u001b[0m';

/** ANSI colour per label, so six interleaved logs can be told apart at a glance. */
const LABEL_COLOURS: Record<string, string> = {
  gateway: '36',
  identity: '35',
  assessments: '32',
  billing: '33',
  observability: '34',
  worker: '96',
  launcher: '1',
  migrate: '95',
  postgres: '94',
  redis: '91',
};

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '90' },
  30: { name: 'INFO', colour: '32' },
  40: { name: 'WARN', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '31;1' },
};
const LEVEL_BY_NAME = new Map(Object.entries(LEVELS).map(([number, level]) => [level.name.toLowerCase(), Number(number)]));

// Fields every line carries that the column or the level already say, or that only a trace
// backend can use; LOG_FORMAT=json keeps them all.
const HIDDEN_FIELDS = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'v', 'service', 'version', 'trace_id', 'span_id', 'trace_flags']);

/** Wide enough for the longest process name, so the messages line up. */
export const LABEL_WIDTH = 'observability'.length;

export interface LineStyle {
  label: string;
  colour: boolean;
}

export function paint(text: string, code: string | undefined, colour: boolean): string {
  return colour && code ? `\u001b[${code}m${text}${RESET}` : text;
}

export function prefix(style: LineStyle): string {
  return `${paint(style.label.padEnd(LABEL_WIDTH), LABEL_COLOURS[style.label], style.colour)} ${paint('│', '90', style.colour)} `;
}

function clock(time: unknown): string {
  const date = typeof time === 'number' || typeof time === 'string' ? new Date(time) : new Date();
  const at = Number.isNaN(date.getTime()) ? new Date() : date;
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

function levelOf(level: unknown): { name: string; colour: string } {
  const number = typeof level === 'string' ? LEVEL_BY_NAME.get(level.toLowerCase()) : level;
  if (typeof number === 'number') {
    const known = LEVELS[number];
    if (known) return known;
  }
  return { name: typeof level === 'string' ? level.toUpperCase() : 'LOG', colour: '' };
}

function render(value: unknown): string {
  if (typeof value === 'string') return value === '' || /[\s="]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** pino-http's req/res objects carry every header; a request is better read as "GET /x 200 3 ms". */
function takeRequest(fields: Record<string, unknown>): string | undefined {
  const { req, res, responseTime } = fields;
  if (!isRecord(req) || typeof req.method !== 'string') return undefined;
  delete fields.req;
  delete fields.res;
  delete fields.responseTime;
  const parts = [req.method, String(req.url ?? '')];
  if (isRecord(res) && res.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)} ms`);
  return parts.join(' ');
}

function takeStack(fields: Record<string, unknown>): string[] {
  for (const key of ['err', 'error']) {
    const err = fields[key];
    if (isRecord(err) && typeof err.stack === 'string') {
      delete fields[key];
      return err.stack.split('\n');
    }
  }
  return [];
}

function parseJsonObject(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(line);
    return isRecord(parsed) && ('msg' in parsed || 'level' in parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** One line of a process's output, ready for the terminal (several lines when it carries a stack). */
export function formatLogLine(line: string, style: LineStyle): string {
  const head = prefix(style);
  const entry = parseJsonObject(line.trimEnd());
  if (!entry) return head + line.trimEnd();

  const fields = { ...entry };
  for (const key of HIDDEN_FIELDS) delete fields[key];
  if (fields.name === style.label) delete fields.name;
  const request = takeRequest(fields);
  const stack = takeStack(fields);

  const level = levelOf(entry.level);
  const words = [paint(clock(entry.time), '90', style.colour), paint(level.name.padEnd(5), level.colour, style.colour)];
  if (entry.msg !== undefined && entry.msg !== '') words.push(typeof entry.msg === 'string' ? entry.msg : render(entry.msg));
  if (request) words.push(request);
  const extras = Object.entries(fields).map(([key, value]) => `${key}=${render(value)}`);
  if (extras.length > 0) words.push(paint(extras.join(' '), '90', style.colour));

  const lines = [head + words.join(' ')];
  // A stack's first line is usually "Error: <the message>"; it is kept only when it says more.
  const [first, ...frames] = stack;
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  if (first !== undefined && (message === '' || !first.endsWith(message))) frames.unshift(first);
  for (const frame of frames) lines.push(`${head}    ${frame.trim()}`);
  return lines.join('\n');
}

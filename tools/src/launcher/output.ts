// Everything the launcher writes to the terminal goes through here: its own lines under a
// `launcher` column, and the processes' lines formatted (or passed through untouched when
// LOG_FORMAT=json, where the launcher's own lines become JSON too so the stream stays parseable).
import { formatLogLine, paint, prefix } from './log-format.js';

export interface Output {
  readonly colour: boolean;
  /** A line from the launcher itself. */
  say(text: string, level?: 'info' | 'warn' | 'error'): void;
  /** A line some child printed: a process, the migration, PostgreSQL or Redis. */
  child(label: string, line: string): void;
  /** The one prominent "it is up, open this" message. */
  announce(url: string): void;
}

const PINO_LEVEL = { info: 30, warn: 40, error: 50 } as const;
const TEXT_COLOUR = { info: undefined, warn: '33', error: '31' } as const;

// Once the terminal or pipe is gone (EPIPE), writing again would only raise the error again.
const toStdout = (text: string): void => {
  if (process.stdout.writable) process.stdout.write(text);
};

export function createOutput(options: { colour: boolean; json: boolean }, write: (text: string) => void = toStdout): Output {
  const { colour, json } = options;
  const launcherColumn = prefix({ label: 'launcher', colour });
  const say = (text: string, level: 'info' | 'warn' | 'error' = 'info'): void => {
    if (json) write(`${JSON.stringify({ level: PINO_LEVEL[level], time: Date.now(), service: 'launcher', msg: text })}\n`);
    else write(`${launcherColumn}${paint(text, TEXT_COLOUR[level], colour)}\n`);
  };
  return {
    colour,
    say,
    child(label, line) {
      write(`${json ? line : formatLogLine(line, { label, colour })}\n`);
    },
    announce(url) {
      const text = `Lifewheel is up: ${url}`;
      if (json) return say(text);
      const rule = '─'.repeat(text.length + 4);
      const box = [`┌${rule}┐`, `│  ${text}  │`, `└${rule}┘`].map((line) => `  ${paint(line, '1;32', colour)}`);
      write(`\n${box.join('\n')}\n  Ctrl-C stops everything.\n\n`);
    },
  };
}

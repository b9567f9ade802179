// Small helpers around child processes shared by the supervisor, Redis and the migration run.
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all. */
  error?: Error;
}

export function exited(child: ChildProcess): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
}

export function describeExit(exit: Exit): string {
  if (exit.error) return `could not be started (${exit.error.message})`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code ?? 'unknown'}`;
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<Exit> {
  const done = exited(child);
  if (child.exitCode !== null || child.signalCode !== null) return done;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    return await done;
  } finally {
    clearTimeout(timer);
  }
}

/** Calls `onLine` for every line the child writes to stdout or stderr. */
export function eachLine(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
  }
}

/** The last lines a child wrote, to explain why it failed without flooding the terminal first. */
export class RecentLines {
  private readonly lines: string[] = [];

  constructor(private readonly keep = 20) {}

  add = (text: string): void => {
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line.trimEnd());
      if (this.lines.length > this.keep) this.lines.shift();
    }
  };

  toString(): string {
    return this.lines.join('\n');
  }
}

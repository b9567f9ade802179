import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { processInfo, type ServiceName } from '@lifewheel/contracts';
import { NODE, REPO_ROOT } from './repo-root.js';
import { waitFor } from './wait-for.js';

export type ProcessName = ServiceName;

/** One real, built process (its entry in the process list), with its output kept for assertions. */
export class ManagedProcess {
  readonly output: string[] = [];
  private child?: ChildProcess;
  private exited?: Promise<number | null>;

  constructor(
    readonly name: ProcessName,
    readonly env: Record<string, string>,
    /** Where `/health/ready` answers: the gateway's PORT or the service's HEALTH_PORT. */
    readonly probePort: number,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start({ waitUntilReady = true } = {}): Promise<void> {
    const child = spawn(NODE, ['--enable-source-maps', join(REPO_ROOT, processInfo(this.name).entry)], {
      env: { PATH: process.env['PATH'] ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    if (waitUntilReady) await this.waitUntilReady();
  }

  // Generous: several stacks start at once on a small, busy machine (a Nest process can take 20 s there).
  async waitUntilReady(timeoutMs = 90_000): Promise<void> {
    try {
      await waitFor(
        async () => {
          // Its last output is added below, once.
          if (!this.running) throw new Error(`${this.name} exited with code ${this.child?.exitCode ?? this.child?.signalCode}`);
          // A probe that is accepted but never answered must not use up the whole wait in one try.
          const response = await fetch(`http://127.0.0.1:${this.probePort}/health/ready`, { signal: AbortSignal.timeout(5_000) });
          return response.ok;
        },
        { timeoutMs, what: `${this.name} (port ${this.probePort}) to be ready` },
      );
    } catch (error) {
      // What the process said last is what tells a slow start from a stuck one.
      const said = this.output.slice(-15).join('\n') || '(nothing on stdout or stderr)';
      throw new Error(`${(error as Error).message}\n${this.name}, pid ${this.pid}, last output:\n${said}`, { cause: error });
    }
  }

  /** Sends a signal and waits for the exit code (SIGTERM: a graceful stop). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (!this.child || !this.running) return this.child?.exitCode ?? null;
    this.child.kill(signal);
    return this.waitForExit();
  }

  waitForExit(): Promise<number | null> {
    return this.exited ?? Promise.resolve(null);
  }

  /** The JSON log lines this process wrote. */
  logs(): Record<string, unknown>[] {
    return this.output.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }
}

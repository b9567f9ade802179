// Keeps one process running: starts it, shows its output, and restarts it with backoff when it
// exits without being asked to. A crash loop thus costs one line per attempt, not a dead app.
import { spawn, type ChildProcess } from 'node:child_process';
import { type BackoffPolicy, formatDuration, nextRestartDelay } from './backoff.js';
import { describeExit, eachLine, exited, stopChild } from './child-process.js';
import type { Output } from './output.js';

export interface SupervisedOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  output: Pick<Output, 'say' | 'child'>;
  backoff?: BackoffPolicy;
}

export class Supervised {
  private child: ChildProcess | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private previousDelay: number | undefined;
  private startedAt = 0;
  private stopping = false;
  /** How many times the process was restarted after dying. */
  restarts = 0;

  constructor(private readonly options: SupervisedOptions) {}

  get name(): string {
    return this.options.name;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  start(): void {
    const { command, args, cwd, env, name, output } = this.options;
    this.startedAt = Date.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    eachLine(child, (line) => output.child(name, line));
    void exited(child).then((exit) => {
      // A late exit event from a previous child must not touch the current one.
      if (this.child !== child) return;
      this.child = undefined;
      if (this.stopping) return;
      const uptime = Date.now() - this.startedAt;
      const delay = (this.options.backoff ?? nextRestartDelay)(this.previousDelay, uptime);
      this.previousDelay = delay;
      output.say(`${name} ${describeExit(exit)} after ${formatDuration(uptime)}; restarting it in ${formatDuration(delay)}`, 'warn');
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        this.restarts += 1;
        this.start();
      }, delay);
    });
  }

  /** SIGTERM (the processes shut down gracefully on it), SIGKILL after `graceMs`. */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    if (this.child) await stopChild(this.child, graceMs);
  }

  /** For the second Ctrl-C: no waiting. */
  kill(): void {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.child?.kill('SIGKILL');
  }
}

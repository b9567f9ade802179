// What the launcher started and must stop, in reverse order of starting: the processes first
// (they still need the database and Redis while shutting down), then Redis and PostgreSQL.

export interface Stoppable {
  /** Graceful; never rejects for a process that is already gone. */
  stop(): Promise<void>;
  /** Immediate, for the second Ctrl-C. */
  kill(): void;
}

/** A database or Redis URL, and what to stop later when the launcher started it itself. */
export interface Provided {
  url: string;
  started?: Stoppable;
}

export class Lifecycle {
  private readonly started: { name: string; what: Stoppable }[] = [];
  private stopping = false;

  get isStopping(): boolean {
    return this.stopping;
  }

  add(name: string, what: Stoppable): void {
    this.started.push({ name, what });
  }

  async stopAll(onError: (name: string, error: unknown) => void): Promise<void> {
    this.stopping = true;
    for (const entry of [...this.started].reverse()) {
      try {
        await entry.what.stop();
      } catch (error) {
        onError(entry.name, error);
      }
      // Only once it is down: a forced stop meanwhile must still reach the one being stopped.
      this.started.splice(this.started.indexOf(entry), 1);
    }
  }

  killAll(): void {
    this.stopping = true;
    for (const { what } of this.started.splice(0).reverse()) what.kill();
  }

  /** From now on anything still starting should give up rather than be added. */
  beginStopping(): void {
    this.stopping = true;
  }
}

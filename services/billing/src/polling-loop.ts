import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@lifewheel/platform';

/**
 * Runs `work` every `intervalMs`, and at once when nudged, never twice at the same time. `work`
 * returns true when there is more to do right away. Errors are logged and retried on the next tick.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<boolean>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    let more = false;
    this.running = (async () => {
      try {
        more = await this.work();
      } catch (error) {
        this.logger.warn({ err: error }, `The ${this.name} failed; retrying on its next run`);
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const now = more || this.again;
    this.again = false;
    this.schedule(now ? 0 : this.intervalMs);
  }
}

/**
 * A Nest provider whose work runs on a `PollingLoop`: started with the application, stopped (after
 * the run in progress) on shutdown, and nudged by whoever just gave it something to do.
 */
export abstract class PolledWork implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: PollingLoop;

  protected constructor(name: string, intervalMs: number, logger: Logger) {
    this.loop = new PollingLoop(name, intervalMs, () => this.runOnce(), logger);
  }

  /** One unit of work; true when there may be more right away. */
  protected abstract runOnce(): Promise<boolean>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  nudge(): void {
    this.loop.nudge();
  }
}

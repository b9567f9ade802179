export interface BatcherOptions<T> {
  /** Sends one batch; a rejection keeps the batch for the next attempt. */
  send: (items: T[]) => Promise<void>;
  /** A batch goes out as soon as this many items are held (and no batch is larger). */
  maxItems: number;
  /** ...or this long after the first item of a batch arrived, whichever comes first. */
  maxWaitMs: number;
  /**
   * The most items held, unsent ones included: while `send` keeps failing (Redis away) memory
   * stays bounded, and items past the cap are counted and reported, never kept.
   */
  maxHeld: number;
  /** The first wait after a failed send; it doubles on each failure in a row, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How many times `close()` tries to send what is left before it gives up and reports it. */
  closeAttempts?: number;
  /** A send failed; its items are kept (`held` is how many are waiting now). */
  onSendFailed?: (error: unknown, held: number) => void;
  /** Items that were not kept: past the cap, or still unsent when `close()` gave up. A count only. */
  onLost?: (count: number, reason: 'cap' | 'close') => void;
}

/**
 * Collects items and hands them to `send` in batches: when `maxItems` are held, or `maxWaitMs`
 * after the first one, whichever comes first. One send runs at a time, in arrival order. A failed
 * batch goes back to the front and is tried again later; `flush()` and `close()` send everything.
 */
export class Batcher<T> {
  private items: T[] = [];
  /** Items of the batch being sent right now. */
  private inFlight = 0;
  private timer?: NodeJS.Timeout;
  private sending?: Promise<void>;
  private failuresInRow = 0;
  private lostToCap = 0;
  private closed = false;
  private fullBatchQueued = false;

  constructor(private readonly options: BatcherOptions<T>) {}

  /** Items waiting to be sent, a batch being sent included. */
  get held(): number {
    return this.items.length + this.inFlight;
  }

  add(item: T): void {
    // After close() there is nobody left to send it (the producer's connection is going).
    if (this.closed) return this.options.onLost?.(1, 'close');
    if (this.held >= this.options.maxHeld) {
      this.lostToCap += 1;
      return;
    }
    this.items.push(item);
    // While sends fail, the retry timer decides when to try again, however many items wait.
    if (this.failuresInRow === 0 && this.items.length >= this.options.maxItems) this.flushFullBatch();
    else if (!this.timer) this.schedule(this.options.maxWaitMs);
  }

  /**
   * Sends what is held now, batch after batch, and resolves once it is sent or a send has failed
   * (what failed is kept and tried again later). Items that arrive during the send wait for their
   * own batch rather than going out at once in a small one.
   */
  flush(): Promise<void> {
    this.clearTimer();
    return this.afterCurrentSend(() => this.drain());
  }

  /** Sends everything, trying again a few times after failures; what still cannot go is reported as lost. */
  async close(): Promise<void> {
    this.closed = true;
    const attempts = this.options.closeAttempts ?? 3;
    let failed = 0;
    for (;;) {
      const failuresBefore = this.failuresInRow;
      await this.flush();
      if (this.items.length === 0) break;
      if (this.failuresInRow > failuresBefore) failed += 1;
      if (failed >= attempts) break;
      if (this.failuresInRow > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelay()));
    }
    this.clearTimer();
    const left = this.items.length;
    this.items = [];
    if (left > 0) this.options.onLost?.(left, 'close');
    this.reportCap();
  }

  /** A full batch is waiting: one flush for it, unless one is already queued or the last send failed. */
  private flushFullBatch(): void {
    if (this.fullBatchQueued) return;
    this.fullBatchQueued = true;
    this.clearTimer();
    void this.afterCurrentSend(async () => {
      this.fullBatchQueued = false;
      // The send before this one failed: its retry timer decides when to try again.
      if (this.failuresInRow === 0) await this.drain();
    });
  }

  /** One send at a time: work asked for during a send runs after it. */
  private afterCurrentSend(work: () => Promise<void>): Promise<void> {
    const run = (this.sending ?? Promise.resolve()).then(work);
    this.sending = run;
    void run.finally(() => {
      if (this.sending === run) this.sending = undefined;
    });
    return run;
  }

  private async drain(): Promise<void> {
    let due = this.items.length;
    while (due > 0) {
      const batch = this.items.splice(0, Math.min(due, this.options.maxItems));
      due -= batch.length;
      this.inFlight = batch.length;
      try {
        await this.options.send(batch);
        this.failuresInRow = 0;
      } catch (error) {
        // Back to the front, in order, ahead of what came in meanwhile.
        this.items = [...batch, ...this.items];
        this.failuresInRow += 1;
        this.options.onSendFailed?.(error, this.items.length);
        if (!this.closed) this.schedule(this.retryDelay());
        return;
      } finally {
        this.inFlight = 0;
        this.reportCap();
      }
    }
    // Items that came in during the send: a full batch goes now, fewer wait for their timer.
    if (this.items.length >= this.options.maxItems) this.flushFullBatch();
    else if (this.items.length > 0 && !this.timer) this.schedule(this.options.maxWaitMs);
  }

  private retryDelay(): number {
    const first = this.options.retryMs ?? 1_000;
    return Math.min(first * 2 ** Math.max(0, this.failuresInRow - 1), this.options.maxRetryMs ?? 30_000);
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
    // Held items never keep a process alive on their own: shutdown calls close().
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private reportCap(): void {
    if (this.lostToCap === 0) return;
    const count = this.lostToCap;
    this.lostToCap = 0;
    this.options.onLost?.(count, 'cap');
  }
}

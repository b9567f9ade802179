import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Batcher, type BatcherOptions } from './batcher.js';

/** A send that records its batches and fails while `failing` is set. */
function recordingSend() {
  const state = { batches: [] as number[][], failing: false, calls: 0 };
  const send = async (items: number[]) => {
    state.calls += 1;
    if (state.failing) throw new Error('Redis is away');
    state.batches.push(items);
  };
  return { state, send };
}

function batcherWith(overrides: Partial<BatcherOptions<number>> = {}) {
  const { state, send } = recordingSend();
  const lost: [number, string][] = [];
  const failures: number[] = [];
  const batcher = new Batcher<number>({
    send,
    maxItems: 3,
    maxWaitMs: 250,
    maxHeld: 10,
    retryMs: 1_000,
    maxRetryMs: 4_000,
    onLost: (count, reason) => lost.push([count, reason]),
    onSendFailed: (_error, held) => failures.push(held),
    ...overrides,
  });
  return { batcher, state, lost, failures };
}

const addAll = (batcher: Batcher<number>, items: number[]) => items.forEach((item) => batcher.add(item));

describe('Batcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a batch as soon as it holds maxItems, without waiting for the timer', async () => {
    const { batcher, state } = batcherWith();
    addAll(batcher, [1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.batches).toEqual([[1, 2, 3]]);
    expect(batcher.held).toBe(0);
  });

  it('sends fewer items maxWaitMs after the first of them arrived', async () => {
    const { batcher, state } = batcherWith();
    batcher.add(1);
    await vi.advanceTimersByTimeAsync(200);
    batcher.add(2);
    await vi.advanceTimersByTimeAsync(49);
    expect(state.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.batches).toEqual([[1, 2]]);
    // The next item starts a new wait of its own.
    batcher.add(3);
    await vi.advanceTimersByTimeAsync(249);
    expect(state.batches).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.batches).toEqual([[1, 2], [3]]);
  });

  it('runs one send at a time, in arrival order, and never sends a batch larger than maxItems', async () => {
    let release!: () => void;
    const batches: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const batcher = new Batcher<number>({
      maxItems: 2,
      maxWaitMs: 250,
      maxHeld: 100,
      send: async (items) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        if (batches.length === 0) await new Promise<void>((resolve) => (release = resolve));
        batches.push(items);
        running -= 1;
      },
    });
    addAll(batcher, [1, 2]);
    await vi.advanceTimersByTimeAsync(0);
    // The first send hangs; five more items come in meanwhile.
    addAll(batcher, [3, 4, 5, 6, 7]);
    expect(batcher.held).toBe(7);
    release();
    await vi.advanceTimersByTimeAsync(250);
    expect(batches).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
    expect(mostAtOnce).toBe(1);
  });

  it('keeps a failed batch and sends it, in order, once the queue answers again', async () => {
    const { batcher, state, lost, failures } = batcherWith();
    state.failing = true;
    addAll(batcher, [1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([3]);
    // More items wait behind it; they do not cause a send each while the queue is away.
    addAll(batcher, [4, 5, 6, 7]);
    expect(state.calls).toBe(1);
    state.failing = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(lost).toEqual([]);
  });

  it('waits longer after each failure in a row, up to maxRetryMs', async () => {
    const { batcher, state } = batcherWith();
    state.failing = true;
    batcher.add(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(state.calls).toBe(4);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(state.calls).toBe(5);
    state.failing = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(state.batches).toEqual([[1]]);
  });

  it('holds at most maxHeld items while sends fail, and reports how many it could not keep (a count, not the items)', async () => {
    const { batcher, state, lost } = batcherWith({ maxHeld: 5 });
    state.failing = true;
    addAll(batcher, [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(batcher.held).toBe(5);
    await vi.advanceTimersByTimeAsync(0);
    // One attempt for the burst, however many full batches it made.
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lost).toEqual([[3, 'cap']]);
    state.failing = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.batches.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(lost).toEqual([[3, 'cap']]);
  });

  it('flush() sends everything held at once, in batches of at most maxItems', async () => {
    const { batcher, state } = batcherWith({ maxItems: 3, maxHeld: 100 });
    state.failing = true;
    addAll(batcher, [1, 2, 3, 4, 5, 6, 7]);
    await vi.advanceTimersByTimeAsync(0);
    state.failing = false;
    await batcher.flush();
    expect(state.batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(batcher.held).toBe(0);
  });

  it('close() sends what is held without waiting for the timer, then refuses new items as lost', async () => {
    const { batcher, state, lost } = batcherWith();
    addAll(batcher, [1, 2]);
    await batcher.close();
    expect(state.batches).toEqual([[1, 2]]);
    batcher.add(3);
    expect(lost).toEqual([[1, 'close']]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.batches).toEqual([[1, 2]]);
  });

  it('close() waits for a send in progress and retries a failed one before giving up', async () => {
    const { batcher, state, lost } = batcherWith({ closeAttempts: 3 });
    state.failing = true;
    addAll(batcher, [1, 2]);
    const closing = batcher.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    // The queue comes back before the second attempt.
    state.failing = false;
    await vi.advanceTimersByTimeAsync(1_000);
    await closing;
    expect(state.batches).toEqual([[1, 2]]);
    expect(lost).toEqual([]);
  });

  it('close() reports the count it could not send after its attempts', async () => {
    const { batcher, state, lost } = batcherWith({ closeAttempts: 2 });
    state.failing = true;
    addAll(batcher, [1, 2]);
    const closing = batcher.close();
    await vi.advanceTimersByTimeAsync(5_000);
    await closing;
    expect(state.calls).toBe(2);
    expect(lost).toEqual([[2, 'close']]);
    expect(batcher.held).toBe(0);
  });
});

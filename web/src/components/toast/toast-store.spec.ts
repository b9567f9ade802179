import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, dismissToast, showToast, subscribe, type Toast } from './toast-store.js';

describe('toast store', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one toast visible at a time, the newest', () => {
    let seen: Toast[] = [];
    const stop = subscribe((toasts) => (seen = toasts));
    showToast({ description: 'first' });
    showToast({ title: 'Error', description: 'second', variant: 'error' });
    expect(seen.map((toast) => toast.description)).toEqual(['second']);
    expect(seen[0]).toMatchObject({ open: true, durationMs: 5000, variant: 'error' });
    stop();
  });

  it('closes on dismiss and forgets the toast after the removal delay', () => {
    vi.useFakeTimers();
    let seen: Toast[] = [];
    const stop = subscribe((toasts) => (seen = toasts));
    const id = showToast({ description: 'bye' });
    dismissToast(id);
    expect(seen[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(seen.find((toast) => toast.id === id)).toBeUndefined();
    stop();
  });
});

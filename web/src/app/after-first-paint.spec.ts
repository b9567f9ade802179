import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.js';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibility;
      },
    });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    // A browser without paint entries, unless a test gives it some.
    vi.stubGlobal('PerformanceObserver', undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('waits for the first contentful paint where the browser reports paints, not for a frame', () => {
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const work = vi.fn();
    afterFirstPaint(work);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(work).not.toHaveBeenCalled();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(work).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without paint entries, runs the work in a task after the next frame, not within it, and only once', () => {
    const work = vi.fn();
    afterFirstPaint(work);
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    // The frame's own callback runs before the paint: the work waits for the task after it.
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints no frame', () => {
    visibility = 'hidden';
    const work = vi.fn();
    afterFirstPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('runs after the fallback time when the browser holds back frames', () => {
    const work = vi.fn();
    afterFirstPaint(work, 300);
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

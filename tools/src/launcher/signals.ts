// Ctrl-C handling. Under `npm start` one keypress arrives more than once: the terminal signals
// npm and tools/start.mjs, and npm forwards its copy too. So a signal within a second of the
// first is the same keypress; a later one means "stop waiting" and forces.

export const SAME_KEYPRESS_MS = 1_000;

export type SignalVerdict = 'stop' | 'same' | 'force';

export function classifySignal(firstAt: number | undefined, now: number): SignalVerdict {
  if (firstAt === undefined) return 'stop';
  return now - firstAt < SAME_KEYPRESS_MS ? 'same' : 'force';
}

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function onShutdownSignals(stop: (signal: NodeJS.Signals) => void, force: (signal: NodeJS.Signals) => void): void {
  let firstAt: number | undefined;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      const verdict = classifySignal(firstAt, Date.now());
      if (verdict === 'stop') {
        firstAt = Date.now();
        stop(signal);
      } else if (verdict === 'force') {
        force(signal);
      }
    });
  }
}

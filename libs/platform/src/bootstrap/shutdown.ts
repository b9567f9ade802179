import type { Logger } from 'pino';

/**
 * Graceful shutdown on SIGTERM/SIGINT: run the steps (stop taking work, finish what is in
 * progress, close connections), then exit. A second signal or a stuck step forces the exit.
 */
export function onShutdownSignal(logger: Logger, steps: () => Promise<void>, graceMs = 25_000): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down gracefully');
    const force = setTimeout(() => {
      logger.error('Graceful shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    steps().then(
      () => {
        logger.info('Stopped');
        logger.flush?.();
        setTimeout(() => process.exit(0), 50).unref();
      },
      (error) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

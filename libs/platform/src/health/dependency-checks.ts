import type { DependencyCheck } from '@lifewheel/contracts';

/** Times a probe; a failure or a timeout is "down" with the reason, never an exception. */
export async function timedCheck(probe: () => Promise<unknown>, timeoutMs = 1000): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', latencyMs: round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

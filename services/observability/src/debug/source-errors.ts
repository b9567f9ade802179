import type { DebugSource } from '@lifewheel/contracts';
import { AppException, ErrorCode } from '@lifewheel/platform';

/**
 * Runs a panel's reads against one source. A source that fails or does not answer in time (a
 * Redis connection waits for Redis forever) becomes a 503 whose message names it, so the page
 * says which source is down while the other panels still answer.
 */
const SOURCE_CODE = { PostgreSQL: ErrorCode.PostgresUnavailable, Redis: ErrorCode.RedisUnavailable } as const satisfies Record<DebugSource, ErrorCode>;

export async function fromSource<T>(source: DebugSource, work: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    if (error instanceof AppException) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppException(SOURCE_CODE[source], `${source} is unreachable (${reason.slice(0, 200)})`);
  } finally {
    clearTimeout(timer);
  }
}

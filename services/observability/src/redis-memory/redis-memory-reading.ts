/** Alert once Redis uses this share of its cap (maxmemory). */
export const REDIS_MEMORY_ALERT_RATIO = 0.8;

export interface RedisMemoryReading {
  usedBytes: number;
  /** maxmemory; 0 when Redis has no cap (then it never refuses a write for memory, and nothing is alerted). */
  maxBytes: number;
}

/** used_memory and maxmemory from the text of `INFO memory`. */
export function parseMemoryInfo(info: string): RedisMemoryReading {
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return { usedBytes: field('used_memory'), maxBytes: field('maxmemory') };
}

export function isOverAlertLevel({ usedBytes, maxBytes }: RedisMemoryReading): boolean {
  return maxBytes > 0 && usedBytes >= maxBytes * REDIS_MEMORY_ALERT_RATIO;
}

import { describe, expect, it } from 'vitest';
import { isOverAlertLevel, parseMemoryInfo } from './redis-memory-reading.js';

describe('Redis memory reading', () => {
  it('reads used_memory and maxmemory from INFO memory', () => {
    const info = '# Memory\r\nused_memory:8388608\r\nused_memory_human:8.00M\r\nmaxmemory:10485760\r\nmaxmemory_policy:noeviction\r\n';
    expect(parseMemoryInfo(info)).toEqual({ usedBytes: 8_388_608, maxBytes: 10_485_760 });
  });

  it('is over the alert level from 80% of the cap, and never without a cap', () => {
    expect(isOverAlertLevel({ usedBytes: 80, maxBytes: 100 })).toBe(true);
    expect(isOverAlertLevel({ usedBytes: 79, maxBytes: 100 })).toBe(false);
    expect(isOverAlertLevel({ usedBytes: 10_000, maxBytes: 0 })).toBe(false);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ephemeralStart, freePortsBelowEphemeral } from './listen-ports.js';

describe('ports for the private stack', () => {
  it("reads where Linux's ephemeral range starts, with 32768 when it cannot", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ports-')), 'range');
    writeFileSync(file, '40000\t60999\n');
    expect(ephemeralStart(file)).toBe(40_000);
    expect(ephemeralStart(join(tmpdir(), 'no-such-file'))).toBe(32_768);
  });

  it('hands out consecutive free ports below that range, avoiding the ones already chosen', async () => {
    const first = await freePortsBelowEphemeral(1);
    const base = await freePortsBelowEphemeral(5, [first]);
    expect(base + 4).toBeLessThan(ephemeralStart());
    expect(base).toBeGreaterThanOrEqual(10_000);
    expect([0, 1, 2, 3, 4].map((i) => base + i)).not.toContain(first);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ManagedProcess } from './managed-process.js';

/**
 * Where every TestStack leaves its processes' JSON log lines and the spans they exported, when
 * set (tools/test/run-all.mjs sets it for the e2e layer and then scans the folder for tokens,
 * addresses and cookies: tools/test/captured-secrets.mjs).
 */
export const CAPTURE_DIR_VARIABLE = 'LIFEWHEEL_TEST_CAPTURE_DIR';

export const captureDir = (): string | undefined => process.env[CAPTURE_DIR_VARIABLE] || undefined;

/** Writes `<dir>/<stack>/<process>-<n>.log` (one log line a line) and `spans.jsonl` (one OTLP body a line). */
export async function writeCapture(dir: string, stackName: string, processes: readonly ManagedProcess[], spanBodies: readonly string[]): Promise<void> {
  const folder = join(dir, stackName);
  await mkdir(folder, { recursive: true });
  const seen = new Map<string, number>();
  for (const process of processes) {
    const index = seen.get(process.name) ?? 0;
    seen.set(process.name, index + 1);
    await writeFile(join(folder, `${process.name}-${index}.log`), process.output.map((line) => `${line}\n`).join(''));
  }
  await writeFile(join(folder, 'spans.jsonl'), spanBodies.map((body) => `${body.replace(/\n/g, ' ')}\n`).join(''));
}

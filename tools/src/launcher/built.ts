// The launcher runs what `npm run build` produced; checking for it first turns a missing file
// into one clear line instead of six crash loops.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { processInfo } from '@lifewheel/contracts';
import { PROCESS_NAMES, type ProcessName } from './config.js';
import { LauncherError } from './errors.js';
import { MIGRATE_SCRIPT } from './migrate.js';

export function processScript(name: ProcessName): string {
  return processInfo(name).entry;
}

export async function checkBuilt(repoRoot: string): Promise<void> {
  const expected = [MIGRATE_SCRIPT, ...PROCESS_NAMES.map(processScript)];
  const missing: string[] = [];
  for (const file of expected) {
    try {
      await access(join(repoRoot, file));
    } catch {
      missing.push(file);
    }
  }
  if (missing.length > 0) {
    throw new LauncherError(`not built: ${missing.join(', ')} missing (\`npm start\` builds first; \`npm run build\` alone shows why it did not)`);
  }
}

// `which`, without spawning a shell: is a program installed, and where.
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

export async function findExecutable(name: string, searchPath = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next folder
    }
  }
  return undefined;
}

// Root runs the embedded PostgreSQL as the `postgres` user, which must be able to enter every
// folder above its data folder and its binaries. A checkout under a 0700 home folder is the
// usual trap (stack-notes), and initdb's own error for it is cryptic, so check first.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';

export interface Account {
  uid: number;
  gids: number[];
}

export interface FolderMode {
  mode: number;
  uid: number;
  gid: number;
}

/** Whether `account` may pass through (execute bit) a folder, by the usual owner/group/other rule. */
export function canEnter(folder: FolderMode, account: Account): boolean {
  if (folder.uid === account.uid) return (folder.mode & 0o100) !== 0;
  if (account.gids.includes(folder.gid)) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

/** The account of a system user, or undefined when there is none (yet). */
export async function accountOf(user: string): Promise<Account | undefined> {
  const run = promisify(execFile);
  try {
    const [uid, groups] = await Promise.all([run('id', ['-u', user]), run('id', ['-G', user])]);
    return { uid: Number(uid.stdout.trim()), gids: groups.stdout.trim().split(/\s+/).map(Number) };
  } catch {
    return undefined;
  }
}

/** The first existing folder on the way to `path` (path included) that `account` cannot enter. */
export async function firstBlockedFolder(path: string, account: Account): Promise<{ folder: string; mode: number } | undefined> {
  const chain: string[] = [];
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    chain.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of chain) {
    let info;
    try {
      info = await stat(folder);
    } catch {
      return undefined; // not created yet: whoever creates it decides its mode
    }
    if (!canEnter({ mode: info.mode, uid: info.uid, gid: info.gid }, account)) return { folder, mode: info.mode & 0o777 };
  }
  return undefined;
}

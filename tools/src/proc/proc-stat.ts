import { readFileSync, readdirSync } from 'node:fs';

/** The ids of every process Linux's /proc lists right now. */
export function processIds(): number[] {
  return readdirSync('/proc').flatMap((entry) => (/^\d+$/.test(entry) ? [Number(entry)] : []));
}

/**
 * The fields of `/proc/<pid>/stat` from the third (state) on, so index 0 is field 3, 1 the parent
 * pid, 11 and 12 user and system CPU ticks. The command name (field 2) may hold spaces and
 * parentheses, so they are counted from its closing ')'. Throws once the process is gone.
 */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

// Reads the gateway's /api/health body and names whatever is not up, for the message shown when
// the app is not ready in time. The body lists every process, PostgreSQL and Redis with a status;
// its exact shape is the gateway's business, so this accepts the usual ones: entries with a
// `status` (or `ok`/`up` boolean) keyed by name, or in an array with a `name`.

const UP = new Set(['up', 'ok', 'pass', 'healthy', 'ready']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDown(entry: Record<string, unknown>): boolean | undefined {
  if (typeof entry.status === 'string') return !UP.has(entry.status.toLowerCase());
  if (typeof entry.ok === 'boolean') return !entry.ok;
  if (typeof entry.up === 'boolean') return !entry.up;
  return undefined;
}

function describe(name: string, entry: Record<string, unknown>): string {
  const status = typeof entry.status === 'string' ? entry.status : 'down';
  const why = entry.error ?? entry.message ?? entry.reason;
  return why === undefined || why === null || why === ''
    ? `${name} (${status})`
    : `${name} (${status}: ${typeof why === 'string' ? why : JSON.stringify(why)})`;
}

/** Names (with status and error, when given) of the parts of a health body that are not up. */
export function describeNotUp(body: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string | undefined): void => {
    if (!isRecord(value)) return;
    if (!Array.isArray(value)) {
      const name = typeof value.name === 'string' ? value.name : key;
      // The top level's own status is the overall verdict, not a part.
      if (name !== undefined && isDown(value)) {
        found.push(describe(name, value));
        return;
      }
    }
    for (const [childKey, child] of Object.entries(value)) visit(child, Array.isArray(value) ? undefined : childKey);
  };
  visit(body, undefined);
  return found;
}

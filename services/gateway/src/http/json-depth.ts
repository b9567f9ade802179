/**
 * The deepest nesting of arrays and objects a request body may have. Our bodies are a few levels
 * deep; a very deep one is only an attack, and would make JSON.stringify (the RPC client's) throw
 * a RangeError that reads like an outage.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays and objects deeper than `limit`; iterative, so no depth can overflow it. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(next)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

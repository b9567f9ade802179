/** A regional file: only the texts that differ from its parent language, at the same paths. */
export type RegionalOverride<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: RegionalOverride<T[K]> } : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `override` over `parent`, key by key at every depth. A list counts as one text (the steps of a
 * band are written together), so a regional list replaces its parent's whole. Neither input changes.
 */
export function mergeRegional<T>(parent: T, override: RegionalOverride<T>): T {
  if (!isPlainObject(parent) || !isPlainObject(override)) return (override === undefined ? parent : override) as T;
  const merged: Record<string, unknown> = { ...parent };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = Object.hasOwn(parent, key) ? mergeRegional(parent[key], value as RegionalOverride<unknown>) : value;
  }
  return merged as T;
}

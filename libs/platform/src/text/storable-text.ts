/** A NUL, or a UTF-16 surrogate without its other half: text that is not valid Unicode. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where a parsed JSON value holds text PostgreSQL cannot store: a NUL character (`\u0000`, refused
 * by text and jsonb alike) or an unpaired surrogate (`\ud800`, refused by jsonb, silently turned
 * into U+FFFD in text). Answers the path of the first such key or string (`responses.0.domain`),
 * or undefined when there is none. Iterative, so no nesting can overflow it.
 */
export function unstorableTextAt(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: next, path } = pending.pop()!;
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return path || '(the body)';
      continue;
    }
    if (next === null || typeof next !== 'object') continue;
    for (const [key, child] of Object.entries(next)) {
      const childPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return childPath;
      pending.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

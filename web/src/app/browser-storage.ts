// This browser's localStorage may be full or blocked (private modes, strict settings): reads then
// give nothing and writes say they failed, so every page works on without it.

/** The text stored under `key`, or null when there is none or storage is blocked. */
export function readStoredText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, unchecked, or null when there is none, it does not parse or storage is blocked. */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(readStoredText(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; false when storage is full or blocked. */
export function storeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** True for plain data objects (what JSON.parse gives for `{...}`); arrays and null are not records. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

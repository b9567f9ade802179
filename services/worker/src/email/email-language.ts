/** The language to write in among those an email has texts for: `es-AR` falls back to `es`, anything unknown to English. */
export function emailLanguage(requested: string, available: Readonly<Record<string, unknown>>): string {
  if (available[requested]) return requested;
  const base = requested.split('-')[0] ?? '';
  return available[base] ? base : 'en';
}

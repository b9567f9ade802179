const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Fills i18next-style `{{name}}` placeholders. A placeholder without a value is left as it is,
 * so a missing parameter shows up in the text instead of silently disappearing.
 */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

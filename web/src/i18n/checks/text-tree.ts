/** Helpers for comparing a translation with the English text tree it mirrors (tests only). */
export type TextTree = string | readonly TextTree[] | { readonly [key: string]: TextTree };

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** Every leaf as `path -> text`; plural keys are reported under their base with the category. */
export function leaves(tree: TextTree, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: TextTree, at: string) => {
    if (typeof node === 'string') found.set(at, node);
    else if (Array.isArray(node)) node.forEach((item: TextTree, index) => walk(item, `${at}[${index}]`));
    else for (const [key, value] of Object.entries(node)) walk(value as TextTree, at ? `${at}.${key}` : key);
  };
  walk(tree, path);
  return found;
}

export const isPluralPath = (path: string): boolean => PLURAL.test(path);
export const pluralBase = (path: string): string => path.replace(PLURAL, '');
export const pluralCategory = (path: string): string => PLURAL.exec(path)?.[1] ?? '';

/** The `{{name}}` placeholders of a text, sorted, so two texts can be compared. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

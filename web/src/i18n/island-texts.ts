/**
 * The texts a pre-rendered page's island draws with (issue 20: the premium section pages, whose
 * script may not carry a language's whole bundle): the build picks them from the page's language,
 * with English for any it lacks, and writes them into the page as JSON, which the island gives to
 * its own i18next instance. A path's segment `*` stands for every key at that level, and a last
 * segment ending in `_*` for a plural's forms.
 */
export const PREMIUM_SECTION_TEXT_KEYS: readonly string[] = [
  'common.loading',
  'results.retry',
  'domains.*.name',
  'coachingTools.premium.badge',
  'coachingTools.groupCount_*',
  'coachingTools.minutes_*',
  'premiumContent.loading',
  'premiumContent.loadFailed',
  'premiumContent.toolsDone',
  'premiumContent.weekLabel',
  'premiumContent.tool.done',
  'premiumContent.deepDive.exercises',
  'premiumContent.deepDive.reading',
  'premiumContent.gate.*',
];

/** The id of the script element that carries a page's island texts. */
export const ISLAND_TEXTS_ID = 'lifewheel-island-texts';

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fallback` with `texts` laid over it, key by key. */
export function overlay(fallback: Tree, texts: Tree): Tree {
  const merged: Tree = { ...fallback };
  for (const [key, value] of Object.entries(texts)) {
    const under = merged[key];
    merged[key] = isTree(under) && isTree(value) ? overlay(under, value) : value;
  }
  return merged;
}

/** The part of `tree` that `paths` name (see PREMIUM_SECTION_TEXT_KEYS); throws for a path that names nothing. */
export function pickTexts(tree: Tree, paths: readonly string[]): Tree {
  let picked: Tree = {};
  for (const path of paths) {
    const found = pickPath(tree, path.split('.'));
    if (!found) throw new Error(`No text at ${path}`);
    picked = overlay(picked, found);
  }
  return picked;
}

function pickPath(tree: Tree, [segment, ...rest]: string[]): Tree | undefined {
  if (segment === undefined) return undefined;
  const keys =
    segment === '*' ? Object.keys(tree) : segment.endsWith('_*') ? Object.keys(tree).filter((key) => key.startsWith(segment.slice(0, -1))) : [segment];
  const picked: Tree = {};
  for (const key of keys) {
    const value = tree[key];
    if (rest.length === 0) {
      if (typeof value === 'string') picked[key] = value;
    } else if (isTree(value)) {
      const below = pickPath(value, rest);
      if (below) picked[key] = below;
    }
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/** The JSON of a page's island texts, safe inside a script element (no `</script>` can close it early). */
export const islandTextsJson = (texts: Tree): string => JSON.stringify(texts).replace(/</g, '\\u003c');

/** Reads the island texts a page carries; undefined when there are none or they do not parse. */
export function readIslandTexts(document: Document): Tree | undefined {
  try {
    const texts: unknown = JSON.parse(document.getElementById(ISLAND_TEXTS_ID)?.textContent ?? '');
    return isTree(texts) ? texts : undefined;
  } catch {
    return undefined;
  }
}

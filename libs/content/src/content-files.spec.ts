import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import type { z } from 'zod';
import { coachingToolTextsFileSchema, coachingToolsFileSchema } from './coaching-tools/coaching-tool.schema.js';
import { domainPagesFileSchema } from './domain-pages/domain-page.schema.js';
import { insightFileSchema } from './insights/insight.schema.js';
import { INSIGHT_LANGUAGES, loadInsightContent } from './insights/load-insights.js';
import { mergeRegional } from './merge-regional.js';
import { coachingToolBodiesFileSchema } from './premium/coaching-tool-body.schema.js';
import { plansFileSchema } from './premium/plan.schema.js';
import { deepDivesFileSchema } from './premium/deep-dive.schema.js';
import { REGIONAL_PARENTS } from './regional-parents.js';

// Every file on disk, not a list kept by hand: a file added for a new language is checked too.
const SRC = fileURLToPath(new URL('.', import.meta.url));
// Files are `<dir>/<kind>.<language>.json`, or with `perPage` one folder per language,
// `<dir>/<kind>/<language>/<page>.json`, read here as one record keyed by page.
interface Kind {
  dir: string;
  kind: string;
  schema: z.ZodType;
  /** The schema of the other languages, where they hold only part of what English does. */
  translationSchema?: z.ZodType;
  /** English's texts that the other languages translate (all of them when absent). */
  translated?: (english: unknown) => unknown;
  perPage?: boolean;
}
const titleAndSummary = (library: unknown): unknown =>
  Object.fromEntries(Object.entries(library as Record<string, { title: string; summary: string }>).map(([id, { title, summary }]) => [id, { title, summary }]));
const KINDS: Record<string, Kind> = {
  insights: { dir: 'data', kind: 'insights', schema: insightFileSchema },
  'domain pages': { dir: 'data', kind: 'domain-pages', schema: domainPagesFileSchema, perPage: true },
  'coaching tools': {
    dir: 'data',
    kind: 'coaching-tools',
    schema: coachingToolsFileSchema,
    translationSchema: coachingToolTextsFileSchema,
    translated: titleAndSummary,
  },
  'coaching tool bodies (premium)': { dir: 'premium/data', kind: 'coaching-tools', schema: coachingToolBodiesFileSchema },
  '30-day plans (premium)': { dir: 'premium/data', kind: 'plans', schema: plansFileSchema },
  'deep dives (premium)': { dir: 'premium/data', kind: 'deep-dives', schema: deepDivesFileSchema },
};
const KIND_NAMES = new Set(Object.values(KINDS).map(({ kind }) => kind));

const fileNames = (dir: string): string[] => readdirSync(join(SRC, dir)).filter((name) => name.endsWith('.json'));
const languagesOf = ({ dir, kind, perPage }: Kind): string[] =>
  perPage
    ? readdirSync(join(SRC, dir, kind))
    : fileNames(dir)
        .filter((name) => name.startsWith(`${kind}.`))
        .map((name) => name.slice(kind.length + 1, -'.json'.length));
const readJson = (...path: string[]): unknown => JSON.parse(readFileSync(join(SRC, ...path), 'utf8'));
const read = ({ dir, kind, perPage }: Kind, language: string): unknown =>
  perPage
    ? Object.fromEntries(fileNames(join(dir, kind, language)).map((name) => [name.slice(0, -'.json'.length), readJson(dir, kind, language, name)]))
    : readJson(dir, `${kind}.${language}.json`);

/** Every text of a file by its path (`insights.family.bands.low.nextSteps.2`); lists count each item. */
function texts(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (Array.isArray(value)) value.forEach((item, i) => texts(item, at(i)).forEach((v, k) => out.set(k, v)));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) texts(item, at(key)).forEach((v, k) => out.set(k, v));
  else out.set(path, value);
  return out;
}

/** A file's texts as a regional file replaces them: single texts, and lists whole. */
function units(value: unknown, path = ''): Map<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return new Map([[path, JSON.stringify(value)]]);
  return new Map(Object.entries(value).flatMap(([key, item]) => [...units(item, path === '' ? key : `${path}.${key}`)]));
}

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1] as string).sort() : [];

/** What is wrong with `file` next to English: missing or unknown texts, lost or added placeholders. */
function differencesFromEnglish(english: unknown, file: unknown): string[] {
  const [from, to] = [texts(english), texts(file)];
  return [
    ...[...from.keys()].filter((path) => !to.has(path)).map((path) => `missing ${path}`),
    ...[...to.keys()].filter((path) => !from.has(path)).map((path) => `unknown ${path}`),
    ...[...from.entries()]
      .filter(([path, text]) => to.has(path) && placeholders(text).join() !== placeholders(to.get(path)).join())
      .map(
        ([path]) => `placeholders of ${path}: ${placeholders(from.get(path)).join() || 'none'} in English, ${placeholders(to.get(path)).join() || 'none'} here`,
      ),
  ];
}

describe('the checks themselves', () => {
  it('name a missing text, an unknown text and a lost placeholder', () => {
    const english = { a: { b: 'Hello {{domain}}', c: ['x', 'y'] } };
    expect(differencesFromEnglish(english, { a: { b: 'Hola', c: ['x'], d: 'z' } })).toEqual([
      'missing a.c.1',
      'unknown a.d',
      'placeholders of a.b: domain in English, none here',
    ]);
    expect(differencesFromEnglish(english, { a: { b: 'Hola {{domain}}', c: ['x', 'y'] } })).toEqual([]);
  });
});

it('knows every data file: each is <kind>.<language>.json of a known kind', () => {
  for (const dir of ['data', 'premium/data']) {
    for (const name of fileNames(dir)) expect(KIND_NAMES.has(name.split('.')[0] as string), `${dir}/${name}`).toBe(true);
  }
  for (const language of languagesOf(KINDS['domain pages']!)) {
    for (const name of fileNames(join('data', 'domain-pages', language))) {
      expect(DEFAULT_DOMAIN_IDS, `domain-pages/${language}/${name}`).toContain(name.slice(0, -'.json'.length));
    }
  }
});

describe.each(Object.entries(KINDS))('%s files', (_name, files) => {
  const languages = languagesOf(files);

  it.each(languages)('%s fits the schema and has the same texts and placeholders as English', (language) => {
    const fullEnglish = read(files, 'en');
    const english = language === 'en' || !files.translated ? fullEnglish : files.translated(fullEnglish);
    const schema = language === 'en' ? files.schema : (files.translationSchema ?? files.schema);
    const own = read(files, language);
    const parent = REGIONAL_PARENTS[language];
    // A regional file is checked as it is used: merged over its parent.
    const file = parent === undefined ? own : mergeRegional(read(files, parent), own as object);
    const parsed = schema.safeParse(file);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    expect(differencesFromEnglish(english, file)).toEqual([]);
  });

  it.each(languages.filter((language) => REGIONAL_PARENTS[language] !== undefined))(
    '%s holds only what differs from its parent, at paths the parent has',
    (language) => {
      const parent = units(read(files, REGIONAL_PARENTS[language] as string));
      for (const [path, text] of units(read(files, language))) {
        if (path === '') continue; // an empty file: nothing differs yet
        expect(parent.has(path), `${path} is not in the parent`).toBe(true);
        expect(text, `${path} is the same as the parent's`).not.toBe(parent.get(path));
      }
    },
  );
});

describe('insight files', () => {
  it('exist for every language the loader offers, and only those', () => {
    expect(languagesOf(KINDS.insights!).sort()).toEqual([...INSIGHT_LANGUAGES].sort());
  });

  it('have a parent written in full for every regional language', () => {
    for (const [language, parent] of Object.entries(REGIONAL_PARENTS)) {
      expect(INSIGHT_LANGUAGES, language).toContain(language);
      expect(REGIONAL_PARENTS[parent], `${parent} is itself regional`).toBeUndefined();
    }
  });

  it.each(Object.keys(REGIONAL_PARENTS))('%s loads as its parent with its own texts over it', async (language) => {
    const parent = REGIONAL_PARENTS[language] as string;
    const [loaded, base] = await Promise.all([loadInsightContent(language), loadInsightContent(parent)]);
    expect(loaded.language).toBe(language);
    const own = units(read(KINDS.insights!, language));
    const inherited = units({ insights: base.insights, generic: base.generic });
    const result = units({ insights: loaded.insights, generic: loaded.generic });
    expect([...result.keys()]).toEqual([...inherited.keys()]);
    for (const [path, text] of result) expect(text, path).toBe(own.get(path) ?? inherited.get(path));
  });
});

describe('coaching tool bodies', () => {
  it('exist for exactly the public tools, in the same order', () => {
    for (const language of languagesOf(KINDS['coaching tool bodies (premium)']!)) {
      const bodies = read(KINDS['coaching tool bodies (premium)']!, language) as object;
      const tools = read(KINDS['coaching tools']!, language) as object;
      expect(Object.keys(bodies), language).toEqual(Object.keys(tools));
    }
  });
});

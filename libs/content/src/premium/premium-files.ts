// Server only. The premium texts are read from disk when a language is first asked for, not imported:
// 24 languages of them would otherwise sit in every process's memory from the start, and a language
// becomes available by adding its files, with no list to keep in step by hand.
import { existsSync, readFileSync } from 'node:fs';
import { mergeRegional, type RegionalOverride } from '../merge-regional.js';
import { REGIONAL_PARENTS } from '../regional-parents.js';

/** The premium kinds: each language has all three or is not offered (half a library would mislead). */
export const PREMIUM_KINDS = ['coaching-tools', 'deep-dives', 'plans'] as const;
export type PremiumKind = (typeof PREMIUM_KINDS)[number];

/** Codes like `ja` or `pt-BR`: anything else (a path, a prototype key) names no file and gets English. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

function readJson(directory: URL, name: string): unknown | undefined {
  const file = new URL(name, directory);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

/** The premium files under `premiumData` (and the public tool texts under `publicData`), read once each. */
export function premiumFilesIn(premiumData: URL, publicData: URL) {
  const cache = new Map<string, unknown>();
  // Asked on every premium request: the disk is looked at once per language.
  const written = new Map<string, boolean>();
  const hasOwnFiles = (language: string): boolean => {
    if (!written.has(language))
      written.set(
        language,
        PREMIUM_KINDS.every((kind) => existsSync(new URL(`${kind}.${language}.json`, premiumData))),
      );
    return written.get(language) as boolean;
  };

  /**
   * The language whose premium texts a person asking for `language` reads: its own when written, a
   * regional language's parent when only the parent is (a Mexican reader gets Spanish, not English),
   * and English otherwise.
   */
  function premiumContentLanguage(language: string): string {
    if (language === 'en' || !LANGUAGE_CODE.test(language)) return 'en';
    if (hasOwnFiles(language)) return language;
    const parent = REGIONAL_PARENTS[language];
    return parent !== undefined && hasOwnFiles(parent) ? parent : 'en';
  }

  /** One premium file in a written language (see premiumContentLanguage), a regional one merged over its parent's. */
  function premiumFile<T>(kind: PremiumKind, language: string): T {
    const key = `${kind}.${language}`;
    if (!cache.has(key)) {
      const own = readJson(premiumData, `${key}.json`);
      if (own === undefined) throw new RangeError(`no premium ${kind} in ${language}`);
      const parent = REGIONAL_PARENTS[language];
      cache.set(key, parent === undefined ? own : mergeRegional(premiumFile<T>(kind, parent), own as RegionalOverride<T>));
    }
    return cache.get(key) as T;
  }

  /** The public titles and summaries of the tools in `language` (English's are the library itself). */
  function publicToolTexts(language: string): Readonly<Record<string, { title: string; summary: string }>> {
    const key = `public-tools.${language}`;
    if (!cache.has(key)) {
      const own = (LANGUAGE_CODE.test(language) ? readJson(publicData, `coaching-tools.${language}.json`) : undefined) ?? {};
      const parent = REGIONAL_PARENTS[language];
      const texts = own as Record<string, { title: string; summary: string }>;
      cache.set(key, parent === undefined ? texts : mergeRegional(publicToolTexts(parent), texts));
    }
    return cache.get(key) as Record<string, { title: string; summary: string }>;
  }

  return { premiumContentLanguage, premiumFile, publicToolTexts };
}

export const { premiumContentLanguage, premiumFile, publicToolTexts } = premiumFilesIn(
  new URL('./data/', import.meta.url),
  new URL('../data/', import.meta.url),
);

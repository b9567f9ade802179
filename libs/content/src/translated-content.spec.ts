// Drift between the English public pages and their translations (issue 21): every language has every
// page and tool, with the same lists, the same sources, the assessment's domain names, and texts that
// are really translated (not left in English, not cut short, not padded out).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { domainTexts } from './domain-names/domain-names.js';
import { INSIGHT_LANGUAGES } from './insights/load-insights.js';
import { mergeRegional } from './merge-regional.js';
import { REGIONAL_PARENTS } from './regional-parents.js';
import type { CoachingToolSummary, CoachingToolTexts, DomainPage } from './types.js';

const DATA = fileURLToPath(new URL('./data/', import.meta.url));
const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(DATA, ...path), 'utf8')) as T;

/** The languages content is written in: the same list as the results insights. */
const LANGUAGES = INSIGHT_LANGUAGES;
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** Scripts where one character carries a word or a syllable: their texts are far shorter. */
const COMPACT_SCRIPTS = new Set(['ja', 'ko', 'zh-CN', 'zh-TW']);
/** How much longer or shorter than the English a translation may be, in characters. */
export function lengthRatioBounds(language: string): [number, number] {
  return COMPACT_SCRIPTS.has(language) ? [0.2, 1.5] : [0.5, 2.3];
}
/** Texts shorter than this are names and labels, whose length says nothing. */
const MIN_CHECKED_LENGTH = 40;

function domainPage(language: string, id: string): DomainPage {
  const own = readJson<DomainPage>('domain-pages', language, `${id}.json`);
  const parent = REGIONAL_PARENTS[language];
  return parent === undefined ? own : mergeRegional(domainPage(parent, id), own);
}

function toolTexts(language: string): Record<string, CoachingToolTexts> {
  const own = readJson<Record<string, CoachingToolTexts>>(`coaching-tools.${language}.json`);
  const parent = REGIONAL_PARENTS[language];
  return parent === undefined ? own : mergeRegional(toolTexts(parent), own);
}

const englishTools = readJson<Record<string, Omit<CoachingToolSummary, 'id'>>>('coaching-tools.en.json');

/** The translated prose of a domain page, by path, next to its English original. */
function prosePairs(english: DomainPage, translated: DomainPage): [string, string, string][] {
  const pairs: [string, string, string][] = [
    ['metaDescription', english.metaDescription, translated.metaDescription],
    ['intro', english.intro, translated.intro],
  ];
  for (const key of ['covers', 'signsOfBalance', 'signsOfStrain', 'reflectionQuestions'] as const) {
    english[key].forEach((text, i) => pairs.push([`${key}.${i}`, text, translated[key][i] ?? '']));
  }
  english.research.forEach((note, i) => {
    pairs.push([`research.${i}.finding`, note.finding, translated.research[i]?.finding ?? '']);
    pairs.push([`research.${i}.evidence`, note.evidence, translated.research[i]?.evidence ?? '']);
  });
  return pairs;
}

/** What is wrong with each translated text next to its English original. */
export function proseProblems(language: string, pairs: [string, string, string][]): string[] {
  const [low, high] = lengthRatioBounds(language);
  return pairs.flatMap(([path, english, translated]) => {
    if (translated.trim() === '') return [`${path} is empty`];
    if (translated === english) return [`${path} is still the English text`];
    if (english.length < MIN_CHECKED_LENGTH) return [];
    const ratio = translated.length / english.length;
    return ratio < low || ratio > high ? [`${path} is ${ratio.toFixed(2)} times the English length (${low}-${high})`] : [];
  });
}

describe('the drift checks themselves', () => {
  it('name an English leftover, an empty text and a text cut short', () => {
    const long = 'A sentence long enough to have its length compared with a translation.';
    expect(
      proseProblems('de', [
        ['a', long, long],
        ['b', long, ' '],
        ['c', long, 'Kurz.'],
        ['d', long, `${long} ${long}`],
      ]),
    ).toEqual(['a is still the English text', 'b is empty', 'c is 0.07 times the English length (0.5-2.3)']);
  });
});

describe.each(TRANSLATED)('%s public content', (language) => {
  it('has a page for every domain and a title and summary for every tool, and nothing else', () => {
    expect(existsSync(join(DATA, 'domain-pages', language)), `data/domain-pages/${language}/`).toBe(true);
    const pages = readdirSync(join(DATA, 'domain-pages', language)).map((name) => name.replace(/\.json$/, ''));
    expect(pages.sort()).toEqual([...DEFAULT_DOMAIN_IDS].sort());
    expect(Object.keys(toolTexts(language))).toEqual(Object.keys(englishTools));
  });

  it.each(DEFAULT_DOMAIN_IDS)('%s: the assessment’s name and descriptor, the same lists and sources, every text translated', (id) => {
    const english = domainPage('en', id);
    const page = domainPage(language, id);
    expect(page.title).toBe(domainTexts(language)[id].name);
    expect(page.descriptor).toBe(domainTexts(language)[id].descriptor);
    for (const key of ['covers', 'signsOfBalance', 'signsOfStrain', 'reflectionQuestions', 'research'] as const) {
      expect(page[key].length, key).toBe(english[key].length);
    }
    expect(page.research.map((note) => note.sources)).toEqual(english.research.map((note) => note.sources));
    expect(proseProblems(language, prosePairs(english, page))).toEqual([]);
  });

  it('translates every tool’s title and summary', () => {
    const tools = toolTexts(language);
    const pairs = Object.entries(englishTools).flatMap(([id, tool]): [string, string, string][] => [[`${id}.summary`, tool.summary, tools[id]?.summary ?? '']]);
    expect(proseProblems(language, pairs)).toEqual([]);
    // A title may keep a method's published name ("WOOP"), but not the English words around it.
    const untranslated = Object.entries(englishTools)
      .filter(([id, tool]) => tool.title === tools[id]?.title && /\s/.test(tool.title))
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});

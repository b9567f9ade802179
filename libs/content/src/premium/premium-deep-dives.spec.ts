import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS, SCORE_BANDS, type DefaultDomainId, type ScoreBand } from '@lifewheel/wheel';
import { DEEP_DIVE_YEARS, deepDivesFileSchema } from './deep-dive.schema.js';
import { premiumContentLanguage } from './premium-files.js';
import { premiumDeepDives, type DeepDive } from './index.js';

// The file as it is on disk, so the schema check does not go through the loader's typing.
const FILE: unknown = JSON.parse(readFileSync(new URL('./data/deep-dives.en.json', import.meta.url), 'utf8'));
const { domains } = premiumDeepDives('en');
const ENTRIES = DEFAULT_DOMAIN_IDS.map((id) => [id, domains[id]] as [DefaultDomainId, DeepDive]);
const BANDS = Object.keys(SCORE_BANDS) as ScoreBand[];

const sentences = (text: string): number => text.split(/(?<=[.!?])["')]?\s+(?=[A-Z"'])/).length;
const words = (text: string): number => text.split(/\s+/).length;
// Plain text only: no markup, no list markers or numbering (the web app numbers the steps).
const MARKUP = /<[a-z/!]|[*_`#]{2}|\]\(|^\s*(?:[-*#>]|\d+[.)])\s/i;
// What a draft leaves behind: template markers, filler and notes to self.
const PLACEHOLDER = /lorem|ipsum|\btodo\b|\btbd\b|\bfixme\b|\bxxx\b|placeholder|\{\{|\}\}|\[[^\]]*\]|…|\.\.\./i;
const YEARS_IN = (text: string): number[] => [...text.matchAll(/\((\d{4})\)/g)].map((m) => Number(m[1]));

/** Every string of a deep dive with its path. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

function expectSentences(text: string, min: number, max: number, where: string): void {
  const count = sentences(text);
  expect(count, `${where} has ${count} sentences`).toBeGreaterThanOrEqual(min);
  expect(count, `${where} has ${count} sentences`).toBeLessThanOrEqual(max);
}

describe('deep dives file', () => {
  it('fits the schema', () => {
    const parsed = deepDivesFileSchema.safeParse(FILE);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('has every default domain, in wheel order, and nothing else', () => {
    expect(Object.keys(FILE as object)).toEqual([...DEFAULT_DOMAIN_IDS]);
  });

  it('rejects a deep dive with two exercises or a reading from before 1950, so the schema checks what it says', () => {
    const first = (FILE as Record<string, DeepDive>)['career-vocation'] as DeepDive;
    const withTwo = { ...first, exercises: first.exercises.slice(0, 2) };
    const withOld = { ...first, furtherReading: [{ ...first.furtherReading[0], year: 1946 }, ...first.furtherReading.slice(1)] };
    for (const broken of [withTwo, withOld]) expect(deepDivesFileSchema.safeParse({ ...(FILE as object), 'career-vocation': broken }).success).toBe(false);
  });
});

describe.each(ENTRIES)('%s deep dive', (id, deepDive) => {
  it('cites 3-5 findings, each 1-3 substantial sentences with sources that name a year from 1950 to 2026', () => {
    expect(deepDive.research.length).toBeGreaterThanOrEqual(3);
    expect(deepDive.research.length).toBeLessThanOrEqual(5);
    deepDive.research.forEach((note, i) => {
      expectSentences(note.finding, 1, 3, `research[${i}].finding`);
      expect(words(note.finding), `research[${i}].finding`).toBeGreaterThanOrEqual(30);
      expect(note.evidence.length, `research[${i}].evidence`).toBeGreaterThanOrEqual(10);
      for (const source of note.sources) {
        // 'Authors (Year)', as the public research notes write them.
        expect(source, `research[${i}]`).toMatch(/^[^()]+ \(\d{4}\)$/);
        for (const year of YEARS_IN(source)) {
          expect(year, source).toBeGreaterThanOrEqual(DEEP_DIVE_YEARS.min);
          expect(year, source).toBeLessThanOrEqual(DEEP_DIVE_YEARS.max);
        }
      }
    });
  });

  it('describes every score band in 2-4 sentences', () => {
    expect(Object.keys(deepDive.patterns).sort()).toEqual([...BANDS].sort());
    for (const band of BANDS) {
      expectSentences(deepDive.patterns[band], 2, 4, `patterns.${band}`);
      expect(words(deepDive.patterns[band]), `patterns.${band}`).toBeGreaterThanOrEqual(45);
    }
  });

  it('names 3-4 obstacles, each with a way through of 2-4 sentences', () => {
    expect(deepDive.obstacles.length).toBeGreaterThanOrEqual(3);
    expect(deepDive.obstacles.length).toBeLessThanOrEqual(4);
    deepDive.obstacles.forEach(({ obstacle, wayThrough }, i) => {
      expectSentences(obstacle, 1, 2, `obstacles[${i}].obstacle`);
      expectSentences(wayThrough, 2, 4, `obstacles[${i}].wayThrough`);
      expect(words(wayThrough), `obstacles[${i}].wayThrough`).toBeGreaterThanOrEqual(30);
    });
  });

  it('has exactly three distinct exercises of 20-60 minutes with 4-8 full steps and 2-3 questions', () => {
    expect(deepDive.exercises).toHaveLength(3);
    expect(new Set(deepDive.exercises.map((exercise) => exercise.title)).size).toBe(3);
    deepDive.exercises.forEach((exercise, i) => {
      const where = `exercises[${i}]`;
      expect(Number.isInteger(exercise.minutes), where).toBe(true);
      expect(exercise.minutes, where).toBeGreaterThanOrEqual(20);
      expect(exercise.minutes, where).toBeLessThanOrEqual(60);
      expectSentences(exercise.purpose, 1, 3, `${where}.purpose`);
      expect(exercise.steps.length, where).toBeGreaterThanOrEqual(4);
      expect(exercise.steps.length, where).toBeLessThanOrEqual(8);
      expect(new Set(exercise.steps).size, where).toBe(exercise.steps.length);
      for (const step of exercise.steps) {
        expect(words(step), `${where}: ${step}`).toBeGreaterThanOrEqual(8);
        expect(step, where).toMatch(/[.!?'"]$/);
      }
      expect(exercise.prompts.length, where).toBeGreaterThanOrEqual(2);
      expect(exercise.prompts.length, where).toBeLessThanOrEqual(3);
      for (const prompt of exercise.prompts) expect(prompt, where).toMatch(/\?$/);
    });
  });

  it('recommends 3-4 readings, each with authors, a year from 1950 to 2026 and one sentence on why', () => {
    expect(deepDive.furtherReading.length).toBeGreaterThanOrEqual(3);
    expect(deepDive.furtherReading.length).toBeLessThanOrEqual(4);
    deepDive.furtherReading.forEach((reading, i) => {
      expect(Number.isInteger(reading.year), reading.title).toBe(true);
      expect(reading.year, reading.title).toBeGreaterThanOrEqual(DEEP_DIVE_YEARS.min);
      expect(reading.year, reading.title).toBeLessThanOrEqual(DEEP_DIVE_YEARS.max);
      expect(reading.authors.trim(), `furtherReading[${i}]`).not.toBe('');
      expectSentences(reading.why, 1, 1, `furtherReading[${i}].why`);
    });
  });

  it('is substantial: at least 1,100 words in all', () => {
    const total = strings(deepDive, id).reduce((sum, [, text]) => sum + words(text), 0);
    expect(total).toBeGreaterThanOrEqual(1100);
  });

  it('is plain, trimmed text with no markup and no placeholder', () => {
    for (const [path, text] of strings(deepDive, id)) {
      expect(text, path).toBe(text.trim());
      expect(text, path).not.toMatch(MARKUP);
      expect(text, path).not.toMatch(/\s{2}|\n/);
      expect(text, path).not.toMatch(PLACEHOLDER);
    }
  });
});

describe('deep dives: care in the low band', () => {
  it.each(['physical-health', 'emotional-wellbeing'] as const)('%s points a low score gently to professional help', (id) => {
    expect(domains[id].patterns.low).toMatch(/\b(?:doctor|health professional|counsellor|therapist)\b/i);
  });

  it('never repeats a research finding across domains', () => {
    const findings = ENTRIES.flatMap(([, deepDive]) => deepDive.research.map((note) => note.finding));
    expect(new Set(findings).size).toBe(findings.length);
  });
});

describe('premiumDeepDives', () => {
  it('says which language the texts are in: the asked-for one where written, else the nearest (premium-files.spec)', () => {
    expect(premiumDeepDives('en').language).toBe('en');
    for (const language of ['de', 'ja', 'pt-BR', 'sw']) {
      const loaded = premiumDeepDives(language);
      expect(loaded.language, language).toBe(premiumContentLanguage(language));
      if (loaded.language === 'en') expect(loaded.domains, language).toBe(premiumDeepDives('en').domains);
    }
  });

  it('answers a name that is not a language, such as a prototype key, with English too', () => {
    expect(premiumDeepDives('constructor').language).toBe('en');
    expect(premiumDeepDives('').language).toBe('en');
  });

  it('returns the file as written', () => {
    expect(premiumDeepDives('en').domains).toEqual(FILE);
  });

  it('is frozen all the way down, so callers cannot change the shared texts', () => {
    const result = premiumDeepDives('en');
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.domains)).toBe(true);
    const family = result.domains.family;
    expect(Object.isFrozen(family.exercises[0]?.steps)).toBe(true);
    expect(Object.isFrozen(family.patterns)).toBe(true);
    expect(Object.isFrozen(family.research[0]?.sources)).toBe(true);
  });
});

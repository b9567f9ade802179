import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAIN_IDS, DEFAULT_DOMAINS, SCORE_BANDS, type DefaultDomainId, type ScoreBand } from '@lifewheel/wheel';
import { domainPagesEn } from './domain-pages/domain-pages-en.js';
import { genericInsight as genericInsightEn, insights as insightsEn } from './insights/english-insights.js';
import type { BandInsight, DomainInsight, ResearchNote } from './types.js';

// The default domains and score bands come from the domain library, so the texts cannot drift
// from the wheel people actually fill in.
const DOMAIN_IDS: readonly DefaultDomainId[] = DEFAULT_DOMAIN_IDS;
const BANDS = Object.keys(SCORE_BANDS) as ScoreBand[];

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9{}']+/g) ?? [];
const firstWord = (text: string): string => words(text)[0] ?? '';
// A question starting like this invites a yes or a no, not reflection.
const CLOSED_OPENERS = new Set(['is', 'are', 'am', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'have', 'has', 'had']);
const SOURCE_FORMAT = /^[^()]+ \(\d{4}\)$/;

/** Every prose string of a value, with its path; citations (sources, evidence) are not prose. */
function prose(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => prose(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === 'sources' || key === 'evidence' ? [] : prose(item, `${path}.${key}`)));
  }
  return [];
}

/** Every string of a value, citations included. */
function allStrings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => allStrings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => allStrings(item, `${path}.${key}`));
  }
  return [];
}

function trigrams(text: string): Set<string> {
  const w = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) grams.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return grams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared / (a.size + b.size - shared);
}

function expectResearchNote(note: ResearchNote, where: string): void {
  expect(note.finding.trim(), `${where}.finding`).not.toBe('');
  const count = sentences(note.finding).length;
  expect(count, `${where}.finding has ${count} sentences`).toBeGreaterThanOrEqual(1);
  expect(count, `${where}.finding has ${count} sentences`).toBeLessThanOrEqual(3);
  expect(note.sources.length, `${where}.sources`).toBeGreaterThan(0);
  expect(
    note.sources.some((s) => /\(\d{4}\)/.test(s)),
    `${where}.sources need a year`,
  ).toBe(true);
  for (const source of note.sources) expect(source, `${where}.sources`).toMatch(SOURCE_FORMAT);
  expect(note.evidence.trim(), `${where}.evidence`).not.toBe('');
}

function expectBand(band: BandInsight, where: string): void {
  const count = sentences(band.reflect).length;
  expect(count, `${where}.reflect has ${count} sentences`).toBeGreaterThanOrEqual(2);
  expect(count, `${where}.reflect has ${count} sentences`).toBeLessThanOrEqual(4);
  expect(band.reflect, `${where}.reflect speaks to the reader`).toMatch(/\byour?\b/i);
  expect(band.reflect, `${where}.reflect is tentative`).toMatch(/\b(might|may|often|perhaps|could|suggests)\b/i);

  expect(band.nextSteps, `${where}.nextSteps`).toHaveLength(3);
  for (const [i, step] of band.nextSteps.entries()) {
    expect(step.trim(), `${where}.nextSteps[${i}]`).not.toBe('');
    expect(step, `${where}.nextSteps[${i}] is one sentence`).toMatch(/^[A-Z{][^.!?]*[^.!?\s]\.$/);
    expect(step.length, `${where}.nextSteps[${i}] is small`).toBeLessThanOrEqual(200);
  }

  expectOpenQuestion(band.coachingQuestion, `${where}.coachingQuestion`);
}

function expectOpenQuestion(question: string, where: string): void {
  expect(question, where).toMatch(/\?$/);
  expect(question.indexOf('?'), `${where} asks one question`).toBe(question.length - 1);
  expect(CLOSED_OPENERS.has(firstWord(question)), `${where} is a yes/no question`).toBe(false);
}

function expectInsight(insight: DomainInsight, where: string): void {
  const count = sentences(insight.about).length;
  expect(count, `${where}.about has ${count} sentences`).toBeGreaterThanOrEqual(2);
  expect(count, `${where}.about has ${count} sentences`).toBeLessThanOrEqual(3);
  expectResearchNote(insight.research, `${where}.research`);
  expect(Object.keys(insight.bands).sort(), `${where}.bands`).toEqual([...BANDS].sort());
  for (const band of BANDS) expectBand(insight.bands[band], `${where}.bands.${band}`);
}

describe('results-page insights for the default domains', () => {
  it('cover exactly the 12 default domains', () => {
    expect(DOMAIN_IDS).toHaveLength(12);
    expect(Object.keys(insightsEn).sort()).toEqual([...DOMAIN_IDS].sort());
  });

  it.each(DOMAIN_IDS)('%s has an about text, a research note and all three bands', (id) => {
    expectInsight(insightsEn[id], id);
  });

  it('point gently to professional help for a low emotional or physical health score', () => {
    for (const id of ['emotional-wellbeing', 'physical-health'] as const) {
      const low = insightsEn[id].bands.low;
      expect([low.reflect, ...low.nextSteps].join(' '), id).toMatch(/\b(doctor|counselor|therapist|health professional|mental health professional)\b/i);
    }
  });

  it('do not reuse the same band text with swapped nouns across domains', () => {
    for (const band of BANDS) {
      for (const [i, a] of DOMAIN_IDS.entries()) {
        for (const b of DOMAIN_IDS.slice(i + 1)) {
          const [x, y] = [insightsEn[a].bands[band], insightsEn[b].bands[band]];
          const pairs: Array<[string, string, string]> = [
            ['reflect', x.reflect, y.reflect],
            ['coachingQuestion', x.coachingQuestion, y.coachingQuestion],
            ...x.nextSteps.flatMap((s, k) => y.nextSteps.map((t, l): [string, string, string] => [`nextSteps[${k}]/[${l}]`, s, t])),
          ];
          for (const [field, s, t] of pairs) {
            expect(jaccard(trigrams(s), trigrams(t)), `${band}.${field}: ${a} vs ${b}`).toBeLessThan(0.25);
          }
        }
      }
    }
  });
});

describe('domain info pages', () => {
  it('cover exactly the 12 default domains, with their names and descriptors', () => {
    expect(Object.keys(domainPagesEn).sort()).toEqual([...DOMAIN_IDS].sort());
    for (const domain of DEFAULT_DOMAINS) {
      expect(domainPagesEn[domain.id].title, domain.id).toBe(domain.name);
      expect(domainPagesEn[domain.id].descriptor, domain.id).toBe(domain.descriptor);
    }
  });

  it.each(DOMAIN_IDS)('%s has every section in the expected size', (id) => {
    const page = domainPagesEn[id];
    expect(page.metaDescription.length, `${id}.metaDescription`).toBeGreaterThanOrEqual(70);
    expect(page.metaDescription.length, `${id}.metaDescription`).toBeLessThanOrEqual(155);
    expect(sentences(page.intro).length, `${id}.intro`).toBeGreaterThanOrEqual(3);
    expect(page.covers.length, `${id}.covers`).toBeGreaterThanOrEqual(4);
    expect(page.covers.length, `${id}.covers`).toBeLessThanOrEqual(6);
    for (const list of ['signsOfBalance', 'signsOfStrain'] as const) {
      expect(page[list].length, `${id}.${list}`).toBeGreaterThanOrEqual(4);
      expect(page[list].length, `${id}.${list}`).toBeLessThanOrEqual(5);
    }
    for (const list of ['covers', 'signsOfBalance', 'signsOfStrain'] as const) {
      for (const item of page[list]) expect(item.trim(), `${id}.${list}`).not.toBe('');
    }
    expect(page.research.length, `${id}.research`).toBeGreaterThanOrEqual(2);
    expect(page.research.length, `${id}.research`).toBeLessThanOrEqual(3);
    page.research.forEach((note, i) => expectResearchNote(note, `${id}.research[${i}]`));
    expect(page.reflectionQuestions, `${id}.reflectionQuestions`).toHaveLength(5);
    page.reflectionQuestions.forEach((q, i) => expectOpenQuestion(q, `${id}.reflectionQuestions[${i}]`));
  });

  it('point to professional help on the emotional and physical health pages', () => {
    for (const id of ['emotional-wellbeing', 'physical-health'] as const) {
      expect(domainPagesEn[id].intro, id).toMatch(/\b(doctor|health professional|mental health professional)\b/i);
    }
  });
});

describe('generic insight for custom domains', () => {
  it('has an about text, a research note and all three bands', () => {
    expectInsight(genericInsightEn, 'generic');
  });

  it('names the domain through {{domain}} in every section a person reads first', () => {
    expect(genericInsightEn.about).toContain('{{domain}}');
    for (const band of BANDS) {
      expect(genericInsightEn.bands[band].reflect, band).toContain('{{domain}}');
      expect(genericInsightEn.bands[band].coachingQuestion, band).toContain('{{domain}}');
    }
  });

  it('uses no placeholder other than {{domain}}', () => {
    for (const [path, text] of allStrings(genericInsightEn, 'generic')) {
      const names = [...text.matchAll(/\{\{(.*?)\}\}/g)].map((m) => m[1]);
      for (const name of names) expect(name, path).toBe('domain');
      expect(text.replaceAll('{{domain}}', ''), `${path} has a stray brace`).not.toMatch(/[{}]/);
    }
  });
});

describe('all English texts', () => {
  const domainTexts: Array<[string, string]> = DOMAIN_IDS.flatMap((id) => [
    ...prose(insightsEn[id], `insights.${id}`),
    ...prose(domainPagesEn[id], `pages.${id}`),
  ]);
  const texts: Array<[string, string]> = [...domainTexts, ...prose(genericInsightEn, 'generic')];

  it('never repeat a text verbatim, within or across domains', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [path, text] of texts) {
      const key = text.trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) repeats.push(`${path} repeats ${first}: "${text}"`);
      else seen.set(key, path);
    }
    expect(repeats).toEqual([]);
  });

  it('are plain text with straight quotes and no placeholders outside the generic insight', () => {
    for (const [path, text] of domainTexts) {
      expect(text, path).not.toMatch(/[{}]/);
    }
    for (const [path, text] of allStrings({ insightsEn, domainPagesEn, genericInsightEn }, 'content')) {
      expect(text, `${path} is not trimmed`).toBe(text.trim());
      expect(text, `${path} looks like HTML or Markdown`).not.toMatch(/<\/?[a-z][^>]*>|[*_`#|[\]]|&[a-z]+;/i);
      expect(text, `${path} has typographic quotes`).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
      expect(text, `${path} has doubled spaces`).not.toMatch(/ {2}/);
    }
  });
});

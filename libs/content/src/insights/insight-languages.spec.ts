import { describe, expect, it } from 'vitest';
import type { ScoreBand } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';
import { INSIGHT_LANGUAGES, loadInsightContent } from './load-insights.js';

const BANDS: readonly ScoreBand[] = ['high', 'mid', 'low'];

// Every language the router accepts (web/src/i18n/languages.ts); libs may not import the web app.
const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'ar',
  'ru',
  'hi',
  'pt-BR',
  'es-MX',
  'pt-PT',
  'sv',
  'tr',
  'id',
  'vi',
  'th',
  'sw',
  'fil',
];

/** The texts of an insight in a fixed order, with the parts that must not be translated apart. */
function texts(insight: DomainInsight): string[] {
  return [
    insight.about,
    insight.research.finding,
    insight.research.evidence,
    ...BANDS.flatMap((band) => [insight.bands[band].reflect, insight.bands[band].coachingQuestion, ...insight.bands[band].nextSteps]),
  ];
}

const shape = (insight: DomainInsight) => ({
  sources: insight.research.sources,
  steps: BANDS.map((band) => insight.bands[band].nextSteps.length),
});

describe('insights in every language', () => {
  it('has a loader for each language', () => {
    expect([...INSIGHT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it('mirrors the English insights: same domains, bands, cited sources and number of steps, every text translated', async () => {
      const [english, translated] = await Promise.all([loadInsightContent('en'), loadInsightContent(language)]);
      expect(Object.keys(translated.insights).sort()).toEqual(Object.keys(english.insights).sort());
      const pairs: [string, DomainInsight, DomainInsight][] = [
        ...Object.keys(english.insights).map((id): [string, DomainInsight, DomainInsight] => [
          id,
          english.insights[id as keyof typeof english.insights],
          translated.insights[id as keyof typeof translated.insights],
        ]),
        ['generic', english.generic, translated.generic],
      ];
      for (const [id, source, target] of pairs) {
        expect(shape(target), id).toEqual(shape(source));
        const [from, to] = [texts(source), texts(target)];
        to.forEach((text, index) => {
          expect(text.trim().length, `${id} text ${index}`).toBeGreaterThan(0);
          expect(text, `${id} text ${index} is still English`).not.toBe(from[index]);
          expect(text.includes('{{domain}}'), `${id} text ${index} placeholder`).toBe(from[index]?.includes('{{domain}}'));
        });
      }
    });
  });
});

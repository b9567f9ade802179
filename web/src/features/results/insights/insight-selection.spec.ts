import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMAINS } from '@lifewheel/wheel';
import { genericInsight as genericInsightEn, insights as insightsEn } from '@lifewheel/content/insights/en';
import { fillDomain, insightFor, personalize } from './insight-selection.js';

const content = { language: 'en', insights: insightsEn, generic: genericInsightEn };

describe('insight selection', () => {
  it('gives every default domain its own insight, with all three bands', () => {
    for (const domain of DEFAULT_DOMAINS) {
      const { insight, generic } = insightFor(domain.name, content);
      expect(generic).toBe(false);
      expect(insight).toBe(insightsEn[domain.id]);
      for (const band of ['high', 'mid', 'low'] as const) expect(insight.bands[band].reflect.length).toBeGreaterThan(20);
    }
    expect(insightFor('  family ', content).insight).toBe(insightsEn.family);
  });

  it('gives a custom domain the generic insight in its own name, with no placeholder left', () => {
    const { insight, generic } = insightFor('Music & <Art>', content);
    expect(generic).toBe(true);
    const text = JSON.stringify(insight);
    expect(text).not.toContain('{{domain}}');
    expect(insight.about.startsWith('Music & <Art> is an area of life')).toBe(true);
    expect(insight.bands.low.nextSteps.join(' ')).toContain('Music & <Art>');
    expect(insight.research.sources).toEqual(genericInsightEn.research.sources);
    expect(genericInsightEn.about).toContain('{{domain}}');
  });

  it('replaces every placeholder and treats the name as plain text', () => {
    expect(fillDomain('{{domain}} and {{domain}}', '$& {{domain}}')).toBe('$& {{domain}} and $& {{domain}}');
    expect(personalize(genericInsightEn, 'X').bands.mid.coachingQuestion).toContain('If X moved');
  });
});

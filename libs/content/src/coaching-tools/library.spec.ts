import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { describe, expect, it } from 'vitest';
import { premiumCoachingTools } from '../premium/index.js';
import type { CoachingTool } from '../premium/index.js';
import type { CoachingToolSummary } from '../types.js';
import { coachingTools, SECONDARY_DOMAIN_WEIGHT, toolsByDomain, toolsForGaps } from './library.js';

const DOMAINS: readonly DefaultDomainId[] = DEFAULT_DOMAIN_IDS;

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /\b(?:1\d|20)\d{2}\b/;
// Plain text only: no markup, no list markers or numbering (the web app numbers the steps).
const MARKUP = /<[a-z/!]|[*_`#]{2}|\]\(|^\s*(?:[-*#>]|\d+[.)])\s/i;

function texts(tool: CoachingTool): string[] {
  return [tool.id, tool.title, tool.summary, tool.purpose, ...tool.steps, ...tool.prompts, tool.method.name, tool.method.source];
}

function primary(tool: CoachingToolSummary): DefaultDomainId | undefined {
  return tool.domains[0];
}

function ids(tools: readonly CoachingToolSummary[]): string[] {
  return tools.map((tool) => tool.id);
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

describe('coaching tool library: content rules', () => {
  it('has at least 108 tools, each with its paid body and in the same order', () => {
    expect(coachingTools.length).toBeGreaterThanOrEqual(108);
    expect(ids(premiumCoachingTools)).toEqual(ids(coachingTools));
    premiumCoachingTools.forEach((tool, i) => expect(tool, tool.id).toMatchObject(pick(coachingTools, i)));
  });

  it('has unique, kebab-case ids', () => {
    for (const tool of coachingTools) expect(tool.id, tool.id).toMatch(KEBAB);
    const all = ids(coachingTools);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no duplicate titles or summaries', () => {
    const titles = coachingTools.map((tool) => tool.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const summaries = coachingTools.map((tool) => tool.summary.trim().toLowerCase());
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it('groups the tools by primary domain in wheel order, with 9 to 10 tools per domain', () => {
    const order = coachingTools.map((tool) => DOMAINS.indexOf(primary(tool) as DefaultDomainId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const domain of DOMAINS) {
      const count = coachingTools.filter((tool) => primary(tool) === domain).length;
      expect(count, domain).toBeGreaterThanOrEqual(9);
      expect(count, domain).toBeLessThanOrEqual(10);
    }
  });

  it('gives every domain at least 8 tools as primary domain', () => {
    for (const domain of DOMAINS) {
      const count = coachingTools.filter((tool) => primary(tool) === domain).length;
      expect(count, domain).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every tool 1 to 3 distinct, known domains', () => {
    for (const tool of coachingTools) {
      expect(tool.domains.length, tool.id).toBeGreaterThanOrEqual(1);
      expect(tool.domains.length, tool.id).toBeLessThanOrEqual(3);
      expect(new Set(tool.domains).size, tool.id).toBe(tool.domains.length);
      for (const domain of tool.domains) expect(DOMAINS, tool.id).toContain(domain);
    }
  });

  it('keeps summaries to one line of at most 120 characters', () => {
    for (const tool of coachingTools) {
      expect(tool.summary.length, tool.id).toBeLessThanOrEqual(120);
      expect(tool.summary, tool.id).not.toMatch(/\n/);
    }
  });

  it('has 3 to 8 steps and 2 to 5 prompts per tool', () => {
    for (const tool of premiumCoachingTools) {
      expect(tool.steps.length, tool.id).toBeGreaterThanOrEqual(3);
      expect(tool.steps.length, tool.id).toBeLessThanOrEqual(8);
      expect(tool.prompts.length, tool.id).toBeGreaterThanOrEqual(2);
      expect(tool.prompts.length, tool.id).toBeLessThanOrEqual(5);
      expect(new Set(tool.steps).size, tool.id).toBe(tool.steps.length);
      expect(new Set(tool.prompts).size, tool.id).toBe(tool.prompts.length);
      for (const prompt of tool.prompts) expect(prompt, tool.id).toMatch(/\?$/);
    }
  });

  it('names a method with a source that includes a year for every tool', () => {
    for (const tool of coachingTools) {
      expect(tool.method.name.trim(), tool.id).not.toBe('');
      expect(tool.method.source, tool.id).toMatch(YEAR);
    }
  });

  it('gives a realistic time and a purpose of 1 to 3 sentences', () => {
    for (const tool of premiumCoachingTools) {
      expect(Number.isInteger(tool.minutes), tool.id).toBe(true);
      expect(tool.minutes, tool.id).toBeGreaterThanOrEqual(5);
      expect(tool.minutes, tool.id).toBeLessThanOrEqual(120);
      const sentences = tool.purpose.split(/[.!?]["')]?\s+(?=[A-Z"])/).length;
      expect(sentences, tool.id).toBeGreaterThanOrEqual(1);
      expect(sentences, tool.id).toBeLessThanOrEqual(3);
    }
  });

  it('uses plain, trimmed text without markup', () => {
    for (const tool of premiumCoachingTools) {
      for (const text of texts(tool)) {
        expect(text, tool.id).toBe(text.trim());
        expect(text, tool.id).not.toBe('');
        expect(text, tool.id).not.toMatch(MARKUP);
        expect(text, tool.id).not.toMatch(/\s{2}|\n/);
      }
    }
  });

  it('is frozen, so callers cannot change the shared library', () => {
    for (const library of [coachingTools, premiumCoachingTools]) {
      const tool = pick(library, 0);
      expect(Object.isFrozen(library)).toBe(true);
      expect(Object.isFrozen(tool)).toBe(true);
      expect(Object.isFrozen(tool.domains)).toBe(true);
      expect(Object.isFrozen(tool.method)).toBe(true);
    }
    expect(Object.isFrozen(pick(premiumCoachingTools, 0).steps)).toBe(true);
  });
});

describe('toolsByDomain', () => {
  it('returns every tool serving the domain, primary ones first, each in library order', () => {
    for (const domain of DOMAINS) {
      const result = toolsByDomain(domain);
      const expectedPrimary = coachingTools.filter((tool) => primary(tool) === domain);
      const expectedSecondary = coachingTools.filter((tool) => primary(tool) !== domain && tool.domains.includes(domain));
      expect(ids(result), domain).toEqual(ids([...expectedPrimary, ...expectedSecondary]));
      expect(expectedSecondary.length, `${domain} has secondary tools`).toBeGreaterThan(0);
    }
  });

  it('never puts a secondary tool before a primary one', () => {
    const result = toolsByDomain('emotional-wellbeing');
    const firstSecondary = result.findIndex((tool) => primary(tool) !== 'emotional-wellbeing');
    const lastPrimary = result.map(primary).lastIndexOf('emotional-wellbeing');
    expect(firstSecondary).toBeGreaterThan(lastPrimary);
  });

  it('returns a new array each time', () => {
    const first = toolsByDomain('family');
    first.pop();
    expect(toolsByDomain('family').length).toBe(first.length + 1);
  });
});

describe('toolsForGaps', () => {
  it('puts the tools for the largest gap first', () => {
    const result = toolsForGaps([
      { domainId: 'family', gap: 2 },
      { domainId: 'physical-health', gap: 6 },
    ]);
    const healthPrimary = coachingTools.filter((tool) => primary(tool) === 'physical-health');
    expect(ids(result.slice(0, healthPrimary.length)).sort()).toEqual(ids(healthPrimary).sort());
    // Every tool with family as primary domain comes after every tool with physical health as primary.
    const lastHealth = result.map(primary).lastIndexOf('physical-health');
    const firstFamily = result.map(primary).indexOf('family');
    expect(firstFamily).toBeGreaterThan(lastHealth);
  });

  it('follows the gap sizes, not the order of the input', () => {
    const small = { domainId: 'friends' as const, gap: 1 };
    const large = { domainId: 'spirituality' as const, gap: 5 };
    expect(ids(toolsForGaps([small, large]))).toEqual(ids(toolsForGaps([large, small])));
    expect(primary(pick(toolsForGaps([small, large]), 0))).toBe('spirituality');
    expect(primary(pick(toolsForGaps([{ ...small, gap: 9 }, large]), 0))).toBe('friends');
  });

  it('ranks primary-domain matches above secondary ones for the same gap', () => {
    const result = toolsForGaps([{ domainId: 'community-giving', gap: 4 }]);
    expect(ids(result)).toEqual(ids(toolsByDomain('community-giving')));
    const kinds = result.map((tool) => (primary(tool) === 'community-giving' ? 'primary' : 'secondary'));
    expect(kinds.indexOf('secondary')).toBe(kinds.lastIndexOf('primary') + 1);
  });

  it('weighs a secondary match by its gap, so a much larger gap can outrank a primary match', () => {
    // Secondary in a gap of 8 (worth 8 * weight) against primary in a gap of 3.
    const result = toolsForGaps([
      { domainId: 'fun-recreation', gap: 3 },
      { domainId: 'emotional-wellbeing', gap: 8 },
    ]);
    const secondaryEmotional = result.find(
      (tool) => primary(tool) !== 'emotional-wellbeing' && !tool.domains.includes('fun-recreation') && tool.domains.includes('emotional-wellbeing'),
    );
    const primaryFun = result.find((tool) => primary(tool) === 'fun-recreation' && !tool.domains.includes('emotional-wellbeing'));
    expect(secondaryEmotional).toBeDefined();
    expect(primaryFun).toBeDefined();
    expect(8 * SECONDARY_DOMAIN_WEIGHT).toBeGreaterThan(3);
    expect(result.indexOf(secondaryEmotional as CoachingToolSummary)).toBeLessThan(result.indexOf(primaryFun as CoachingToolSummary));
  });

  it('lifts tools that also fit another gap above equally good single fits', () => {
    const result = toolsForGaps([
      { domainId: 'career-vocation', gap: 5 },
      { domainId: 'personal-growth', gap: 2 },
    ]);
    const careerPrimary = result.filter((tool) => primary(tool) === 'career-vocation');
    const alsoGrowth = careerPrimary.map((tool) => tool.domains.includes('personal-growth'));
    expect(alsoGrowth).toContain(true);
    expect(alsoGrowth).toContain(false);
    expect(alsoGrowth.indexOf(false)).toBe(alsoGrowth.lastIndexOf(true) + 1);
  });

  it('ignores domains with a gap of zero or less', () => {
    const withNoise = toolsForGaps([
      { domainId: 'family', gap: 0 },
      { domainId: 'physical-environment', gap: 3 },
      { domainId: 'career-vocation', gap: -4 },
      { domainId: 'friends', gap: Number.NaN },
    ]);
    expect(ids(withNoise)).toEqual(ids(toolsForGaps([{ domainId: 'physical-environment', gap: 3 }])));
    expect(withNoise.every((tool) => tool.domains.includes('physical-environment'))).toBe(true);
    expect(
      toolsForGaps([
        { domainId: 'family', gap: 0 },
        { domainId: 'friends', gap: -1 },
      ]),
    ).toEqual([]);
    expect(toolsForGaps([])).toEqual([]);
  });

  it('respects the limit and keeps the same order', () => {
    const gaps = [
      { domainId: 'financial-wellbeing' as const, gap: 4 },
      { domainId: 'relationships-love' as const, gap: 2 },
    ];
    const all = toolsForGaps(gaps);
    expect(all.length).toBeGreaterThan(5);
    expect(ids(toolsForGaps(gaps, 5))).toEqual(ids(all.slice(0, 5)));
    expect(toolsForGaps(gaps, 0)).toEqual([]);
    expect(toolsForGaps(gaps, 1000)).toHaveLength(all.length);
    expect(() => toolsForGaps(gaps, -1)).toThrow(RangeError);
    expect(() => toolsForGaps(gaps, 2.5)).toThrow(RangeError);
  });

  it('returns each tool at most once, even with all domains and repeated domains', () => {
    const everyGap = DOMAINS.map((domainId, index) => ({ domainId, gap: index + 1 }));
    const result = toolsForGaps([...everyGap, { domainId: 'family', gap: 7 }, { domainId: 'family', gap: 1 }]);
    expect(new Set(ids(result)).size).toBe(result.length);
    expect(result).toHaveLength(coachingTools.length);
  });

  it('counts the largest gap when a domain is listed twice', () => {
    const twice = toolsForGaps([
      { domainId: 'friends', gap: 1 },
      { domainId: 'family', gap: 3 },
      { domainId: 'friends', gap: 6 },
    ]);
    expect(primary(pick(twice, 0))).toBe('friends');
  });

  it('does not change its input', () => {
    const gaps = [
      { domainId: 'family' as const, gap: 1 },
      { domainId: 'friends' as const, gap: 3 },
    ];
    const copy = structuredClone(gaps);
    toolsForGaps(gaps, 3);
    expect(gaps).toEqual(copy);
  });
});

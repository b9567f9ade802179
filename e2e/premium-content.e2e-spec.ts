import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { premiumCoachingTools, premiumDeepDives, premiumPlans } from '@lifewheel/content/premium';
import { REPO_ROOT } from '@lifewheel/testing';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';

const DIST = join(REPO_ROOT, 'web/dist');

/** Every file the gateway can serve: scripts, styles, pages and source maps. */
function servedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? servedFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

// A text may sit in a bundle as written or escaped inside a JSON string (source maps, JSON chunks).
const spellings = (text: string): string[] => [text, JSON.stringify(text).slice(1, -1)];

/** The first tool of each domain: its purpose, first step and first prompt. */
const premiumTexts = DEFAULT_DOMAIN_IDS.flatMap((domain) => {
  const tool = premiumCoachingTools.find((candidate) => candidate.domains[0] === domain);
  return tool ? [tool.purpose, tool.steps[0] as string, tool.prompts[0] as string] : [];
});

/** Of each domain's 30-day plan: its summary, a week's why, an action and the re-rate. */
const planTexts = Object.values(premiumPlans('en').plans).flatMap((plan, i) => {
  const week = plan.weeks[i % plan.weeks.length]!;
  return [plan.summary, week.why, week.actions[0]!.text, plan.reRate];
});

/** From each domain's deep dive: its first finding, its low-score pattern and its first exercise step. */
const deepDiveTexts = Object.values(premiumDeepDives('en').domains).flatMap((deepDive) => [
  deepDive.research[0]?.finding as string,
  deepDive.patterns.low,
  deepDive.exercises[0]?.steps[0] as string,
]);

describe('premium content stays on the server (built output)', () => {
  const files = servedFiles(DIST).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const found = (text: string) => files.filter((entry) => spellings(text).some((spelling) => entry.text.includes(spelling))).map((entry) => entry.file);

  it('finds the public part of the tools in web/dist, so the search itself works', () => {
    expect(files.some((entry) => entry.file.endsWith('.map'))).toBe(true);
    for (const tool of coachingTools.filter((_, i) => i % 20 === 0)) {
      expect(found(tool.summary), tool.id).not.toEqual([]);
    }
  });

  it('builds no coaching tool purpose, step or prompt into any web file, source maps included', () => {
    expect(premiumTexts).toHaveLength(DEFAULT_DOMAIN_IDS.length * 3);
    for (const text of premiumTexts) expect(found(text), text).toEqual([]);
  });

  it('builds no 30-day plan text into any web file, source maps included', () => {
    expect(planTexts).toHaveLength(DEFAULT_DOMAIN_IDS.length * 4);
    for (const text of planTexts) expect(found(text), text).toEqual([]);
  });

  it('builds no deep-dive finding, pattern or exercise step into any web file, source maps included', () => {
    expect(deepDiveTexts).toHaveLength(DEFAULT_DOMAIN_IDS.length * 3);
    for (const text of deepDiveTexts) expect(found(text), text).toEqual([]);
  });
});

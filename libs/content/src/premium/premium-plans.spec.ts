import { readFileSync } from 'node:fs';
import { DEFAULT_DOMAINS, DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import { describe, expect, it } from 'vitest';
import { coachingTools } from '../coaching-tools/library.js';
import { plansFileSchema } from './plan.schema.js';
import { premiumContentLanguage } from './premium-files.js';
import { premiumPlans, type DomainPlan } from './premium-plans.js';

// The file as it is on disk, so the schema checks what is stored rather than what the loader made of it.
const RAW: unknown = JSON.parse(readFileSync(new URL('./data/plans.en.json', import.meta.url), 'utf8'));
const { plans } = premiumPlans('en');
const PLANS = Object.entries(plans) as Array<[DefaultDomainId, DomainPlan]>;
const TOOL_DOMAINS = new Map(coachingTools.map((tool) => [tool.id, tool.domains]));

const sentences = (text: string): number => text.split(/(?<=[.!?;])\s+(?=[A-Z"])/).length;

/** Every string of a plan, with where it is. */
function texts(plan: DomainPlan): Array<[string, string]> {
  return [
    ['summary', plan.summary],
    ...plan.weeks.flatMap((week, w): Array<[string, string]> => [
      [`weeks.${w}.focus`, week.focus],
      [`weeks.${w}.why`, week.why],
      ...week.actions.map((action, a): [string, string] => [`weeks.${w}.actions.${a}.text`, action.text]),
    ]),
    ['reRate', plan.reRate],
  ];
}

/** Tools a plan names that are not in the library, or that do not serve `domain`. */
function toolProblems(domain: DefaultDomainId, plan: DomainPlan): string[] {
  return plan.weeks.flatMap((week, w) =>
    week.actions.flatMap((action) => {
      if (action.tool === undefined) return [];
      const domains = TOOL_DOMAINS.get(action.tool);
      if (domains === undefined) return [`week ${w + 1}: no tool ${action.tool}`];
      return domains.includes(domain) ? [] : [`week ${w + 1}: ${action.tool} does not serve ${domain}`];
    }),
  );
}

// Unfinished writing, markup, and typography the other content files do not use either.
const PLACEHOLDER = /\b(?:todo|tbd|tbc|fixme|lorem|ipsum|xxx+|placeholder|example text)\b|\{\{|\}\}|\.\.\.|\u2026|\[[^\]]*\]/i;
const MARKUP = /<[a-z/!]|[*_`#]|\]\(|&[a-z]+;|^\s*(?:[-*>]|\d+[.)])\s/i;

/** What makes a text unfit to show: placeholders, markup, curly quotes, stray spaces. */
function textProblems(text: string): string[] {
  return [
    ...(PLACEHOLDER.test(text) ? ['placeholder'] : []),
    ...(MARKUP.test(text) ? ['markup'] : []),
    ...(/[\u2018\u2019\u201C\u201D]/.test(text) ? ['typographic quotes'] : []),
    ...(text !== text.trim() || /\s{2}|\n/.test(text) ? ['stray space'] : []),
  ];
}

function trigrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

/** Pairs of texts that share more than half their word trigrams: one copied from the other with small edits. */
function nearDuplicates(texts: ReadonlyArray<[string, string]>): string[] {
  const grams = texts.map(([path, text]) => [path, trigrams(text)] as const);
  return grams.flatMap(([path, a], i) =>
    grams.slice(i + 1).flatMap(([other, b]) => {
      const shared = [...a].filter((gram) => b.has(gram)).length;
      return shared / (a.size + b.size - shared) > 0.5 ? [`${path} ~ ${other}`] : [];
    }),
  );
}

describe('the checks themselves', () => {
  const plan = plans.family;
  const withTool = (tool: string): DomainPlan => ({ ...plan, weeks: [{ ...plan.weeks[0]!, actions: [{ text: 'Do it.', cadence: 'weekly', tool }] }] });

  it('name a tool that does not exist and one that serves another domain', () => {
    expect(toolProblems('family', withTool('no-such-tool'))).toEqual(['week 1: no tool no-such-tool']);
    expect(toolProblems('family', withTool('sleep-diary'))).toEqual(['week 1: sleep-diary does not serve family']);
    expect(toolProblems('family', withTool('family-meeting'))).toEqual([]);
  });

  it('find placeholders and markup, and pass plain text', () => {
    expect(textProblems('TODO: write this week')).toEqual(['placeholder']);
    expect(textProblems('Call [name] on Sunday.')).toEqual(['placeholder']);
    expect(textProblems('Lorem ipsum dolor.')).toEqual(['placeholder']);
    expect(textProblems('Then...')).toEqual(['placeholder']);
    expect(textProblems('Do **this** first.')).toEqual(['markup']);
    expect(textProblems('Say \u201Cthanks\u201D.')).toEqual(['typographic quotes']);
    expect(textProblems('Call your sister on Sunday.')).toEqual([]);
  });

  it('find a text copied with a small edit, and let different texts pass', () => {
    const copied: Array<[string, string]> = [
      ['a', 'Knowing where closeness is strong and where it has thinned shows you where a little time will matter most.'],
      ['b', 'Knowing where closeness is strong and where it has faded shows you where a little time will matter most.'],
      ['c', 'Small regular rituals give a family something to count on, even in a busy month.'],
    ];
    expect(nearDuplicates(copied)).toEqual(['a ~ b']);
  });
});

describe('premium 30-day plans (English)', () => {
  it('match the schema, as stored', () => {
    const parsed = plansFileSchema.safeParse(RAW);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('cover every default domain, in wheel order, and nothing else', () => {
    expect(Object.keys(RAW as object)).toEqual([...DEFAULT_DOMAIN_IDS]);
    expect(Object.keys(plans)).toEqual([...DEFAULT_DOMAIN_IDS]);
  });

  it.each(PLANS)('%s has exactly four weeks of 3 to 6 actions, each week with one focus and one sentence on why', (_domain, plan) => {
    expect(plan.weeks).toHaveLength(4);
    for (const [w, week] of plan.weeks.entries()) {
      expect(week.actions.length, `week ${w + 1}`).toBeGreaterThanOrEqual(3);
      expect(week.actions.length, `week ${w + 1}`).toBeLessThanOrEqual(6);
      expect(sentences(week.why), `week ${w + 1} why: ${week.why}`).toBe(1);
      expect(week.focus, `week ${w + 1} focus is a title, not a sentence`).not.toMatch(/[.!?]$/);
    }
    expect(new Set(plan.weeks.map((week) => week.focus)).size, 'four different focuses').toBe(4);
  });

  it.each(PLANS)('%s names only tools of the library that serve its domain, and draws on one in every week', (domain, plan) => {
    expect(toolProblems(domain, plan)).toEqual([]);
    for (const [w, week] of plan.weeks.entries())
      expect(
        week.actions.some((action) => action.tool !== undefined),
        `week ${w + 1}`,
      ).toBe(true);
  });

  it.each(PLANS)('%s opens with a short summary and closes with the day-30 re-rate of its domain', (domain, plan) => {
    const name = DEFAULT_DOMAINS.find((candidate) => candidate.id === domain)!.name;
    expect(sentences(plan.summary), plan.summary).toBeLessThanOrEqual(3);
    expect(plan.summary.length, plan.summary).toBeLessThanOrEqual(400);
    expect(plan.reRate).toMatch(new RegExp(`^On day 30, rate ${name.replace('&', '\\&')} again and compare`));
  });

  it.each(PLANS)('%s is plain, finished text with no placeholder and no text twice', (_domain, plan) => {
    const all = texts(plan);
    expect(all.flatMap(([path, text]) => textProblems(text).map((problem) => `${path}: ${problem}`))).toEqual([]);
    for (const [path, text] of all.filter(([path]) => !path.endsWith('focus'))) expect(text.length, path).toBeGreaterThanOrEqual(20);
    const actions = plan.weeks.flatMap((week) => week.actions.map((action) => action.text));
    expect(new Set(actions).size, 'an action repeated word for word').toBe(actions.length);
    for (const text of actions) expect(text, 'an action is a sentence').toMatch(/^[A-Z].*[.!?]$/);
  });

  it('never repeat a text, word for word or nearly, within or across domains', () => {
    // The re-rate's opening is the same on purpose, so only what follows it is compared.
    const all = PLANS.flatMap(([domain, plan]) =>
      texts(plan)
        .filter(([path]) => !path.endsWith('focus'))
        .map(([path, text]): [string, string] => [`${domain}.${path}`, path === 'reRate' ? text.replace(/^[^.]*\./, '') : text]),
    );
    expect(nearDuplicates(all)).toEqual([]);
  });
});

describe('premiumPlans', () => {
  it('says which language the plans are in: the asked-for one where written, else the nearest, English for anything else', () => {
    expect(premiumPlans('en').language).toBe('en');
    for (const language of ['de', 'ja', 'pt-BR', 'sw', 'not-a-language']) {
      const loaded = premiumPlans(language);
      expect(loaded.language, language).toBe(premiumContentLanguage(language));
      if (loaded.language === 'en') expect(loaded.plans, language).toBe(plans);
    }
  });

  it('is frozen, so callers cannot change the shared plans', () => {
    const plan = plans['physical-health'];
    expect(Object.isFrozen(plans)).toBe(true);
    expect(Object.isFrozen(plan)).toBe(true);
    expect(Object.isFrozen(plan.weeks)).toBe(true);
    expect(Object.isFrozen(plan.weeks[0])).toBe(true);
    expect(Object.isFrozen(plan.weeks[0]!.actions)).toBe(true);
    expect(Object.isFrozen(plan.weeks[0]!.actions[0])).toBe(true);
  });

  it('keeps the stored text as written', () => {
    expect(plans).toEqual(RAW);
  });
});

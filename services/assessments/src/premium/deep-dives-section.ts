import { Injectable } from '@nestjs/common';
import type { DeepDiveOutline, Language, PremiumDeepDivesDomain, PremiumDeepDivesOverview, PremiumDeepDivesPreview } from '@lifewheel/contracts';
import { premiumDeepDives, type DeepDive } from '@lifewheel/content/premium';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import type { PremiumSectionLoader, SectionRequest } from './premium-section.js';

/** The `deep-dives` section: the deeper content per domain (research, patterns, obstacles, exercises, reading). */
@Injectable()
export class DeepDivesSection implements PremiumSectionLoader {
  readonly section = 'deep-dives';

  async content(_userId: string, { domain, language }: SectionRequest): Promise<PremiumDeepDivesOverview | PremiumDeepDivesDomain> {
    const { language: contentLanguage, domains } = premiumDeepDives(language);
    if (!domain)
      return { section: 'deep-dives', domain: null, contentLanguage: contentLanguage as Language, domains: outlines(domains, [...DEFAULT_DOMAIN_IDS]) };
    const deepDive = domains[domain];
    return {
      section: 'deep-dives',
      domain,
      contentLanguage: contentLanguage as Language,
      research: deepDive.research.map((note) => ({ finding: note.finding, sources: [...note.sources], evidence: note.evidence })),
      patterns: { low: deepDive.patterns.low, mid: deepDive.patterns.mid, high: deepDive.patterns.high },
      obstacles: deepDive.obstacles.map((entry) => ({ ...entry })),
      exercises: deepDive.exercises.map((exercise) => ({ ...exercise, steps: [...exercise.steps], prompts: [...exercise.prompts] })),
      furtherReading: deepDive.furtherReading.map((reading) => ({ ...reading })),
    };
  }

  /** The titles of each domain's exercises and readings: written to be public, never their text. */
  preview({ domain, language }: SectionRequest): PremiumDeepDivesPreview {
    const { language: contentLanguage, domains } = premiumDeepDives(language);
    return {
      section: 'deep-dives',
      domain: domain ?? null,
      contentLanguage: contentLanguage as Language,
      domains: outlines(domains, domain ? [domain] : [...DEFAULT_DOMAIN_IDS]),
    };
  }
}

function outlines(domains: Readonly<Record<DefaultDomainId, DeepDive>>, ids: DefaultDomainId[]): DeepDiveOutline[] {
  return ids.map((id) => ({
    domain: id,
    findingCount: domains[id].research.length,
    exercises: domains[id].exercises.map(({ title, minutes }) => ({ title, minutes })),
    furtherReading: domains[id].furtherReading.map(({ title, authors, year }) => ({ title, authors, year })),
  }));
}

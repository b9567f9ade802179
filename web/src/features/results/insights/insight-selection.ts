import { findDefaultDomain } from '@lifewheel/wheel';
import type { BandInsight, DomainInsight } from '@lifewheel/content';
import type { InsightContent } from '@lifewheel/content/insights';

const PLACEHOLDER = '{{domain}}';

/** Puts a person's domain name into a generic text. Plain text in, plain text out: never HTML. */
export function fillDomain(text: string, name: string): string {
  return text.split(PLACEHOLDER).join(name);
}

function fillBand(band: BandInsight, name: string): BandInsight {
  return {
    reflect: fillDomain(band.reflect, name),
    nextSteps: band.nextSteps.map((step) => fillDomain(step, name)),
    coachingQuestion: fillDomain(band.coachingQuestion, name),
  };
}

/** The generic insight written for one named domain. */
export function personalize(insight: DomainInsight, name: string): DomainInsight {
  return {
    about: fillDomain(insight.about, name),
    research: { ...insight.research, finding: fillDomain(insight.research.finding, name), sources: [...insight.research.sources] },
    bands: { high: fillBand(insight.bands.high, name), mid: fillBand(insight.bands.mid, name), low: fillBand(insight.bands.low, name) },
  };
}

/**
 * A default domain (found by its English name or id, in any case) gets its own insight; any other
 * domain the generic one with its name filled in.
 */
export function insightFor(domain: string, content: InsightContent): { insight: DomainInsight; generic: boolean } {
  const known = findDefaultDomain(domain);
  if (known) return { insight: content.insights[known.id], generic: false };
  return { insight: personalize(content.generic, domain), generic: true };
}

// The public part only: the paid bodies (purpose, steps, prompts) are in `premium/`, which the
// web app never imports, so the overview page can list every tool without shipping them.
import library from '../data/coaching-tools.en.json' with { type: 'json' };
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { CoachingToolSummary } from '../types.js';

type LibraryFile = Record<string, Omit<CoachingToolSummary, 'id'>>;

/** One domain's room to grow, as the premium area passes it in (e.g. target minus current score). */
export interface DomainGap {
  domainId: DefaultDomainId;
  gap: number;
}

/**
 * How much a match on a secondary domain counts compared with a match on the primary domain.
 * A tool whose secondary domain has a gap of 6 ranks like a tool whose primary domain has a gap of 3.
 */
export const SECONDARY_DOMAIN_WEIGHT = 0.5;

// Frozen because every caller shares these objects: a page that edited one in place would change
// the library for the rest of the process.
function freezeTool(id: string, tool: Omit<CoachingToolSummary, 'id'>): CoachingToolSummary {
  return Object.freeze({ id, ...tool, domains: Object.freeze(tool.domains), method: Object.freeze(tool.method) }) as CoachingToolSummary;
}

/**
 * Every tool in the order of the data file: grouped by primary domain in wheel order. The file is
 * checked against the schema by the unit tests, like every content file.
 */
export const coachingTools: readonly CoachingToolSummary[] = Object.freeze(Object.entries(library as LibraryFile).map(([id, tool]) => freezeTool(id, tool)));

/** The tools that serve `domain`: those with it as primary domain first, then those with it as a secondary one. */
export function toolsByDomain(domain: DefaultDomainId): CoachingToolSummary[] {
  const primary = coachingTools.filter((tool) => tool.domains[0] === domain);
  const secondary = coachingTools.filter((tool) => tool.domains[0] !== domain && tool.domains.includes(domain));
  return [...primary, ...secondary];
}

/**
 * The tools that fit a person's gaps, best fit first (the order of the premium area):
 * - each domain a tool serves is worth its gap, times SECONDARY_DOMAIN_WEIGHT unless it is the
 *   tool's primary domain; domains with a gap of 0 or less (or not a finite number) are worth nothing;
 * - tools are ranked by their best single match, so tools for the largest gap come first and,
 *   for the same gap, primary-domain tools come before secondary ones;
 * - equal best matches are ranked by the sum over all matching domains (a tool that also fits other
 *   gaps comes first), then by library order;
 * - tools that fit no positive gap are left out; each tool appears at most once;
 * - if a domain is listed twice, its largest gap counts.
 * `limit` (a whole number of 0 or more) caps the length of the result.
 */
export function toolsForGaps(gaps: readonly DomainGap[], limit?: number): CoachingToolSummary[] {
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
    throw new RangeError(`limit must be a whole number of 0 or more, got ${String(limit)}`);
  }
  const gapByDomain = new Map<DefaultDomainId, number>();
  for (const { domainId, gap } of gaps) {
    if (!Number.isFinite(gap) || gap <= 0) continue;
    gapByDomain.set(domainId, Math.max(gap, gapByDomain.get(domainId) ?? 0));
  }
  const ranked = coachingTools
    .map((tool, index) => {
      let best = 0;
      let total = 0;
      tool.domains.forEach((domain, position) => {
        const value = (gapByDomain.get(domain) ?? 0) * (position === 0 ? 1 : SECONDARY_DOMAIN_WEIGHT);
        best = Math.max(best, value);
        total += value;
      });
      return { tool, index, best, total };
    })
    .filter((entry) => entry.best > 0)
    .sort((a, b) => b.best - a.best || b.total - a.total || a.index - b.index);
  const tools = ranked.map((entry) => entry.tool);
  return limit === undefined ? tools : tools.slice(0, limit);
}

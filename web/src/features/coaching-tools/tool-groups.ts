import type { CoachingToolSummary } from '@lifewheel/content';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';

export interface ToolGroup {
  domainId: DefaultDomainId;
  tools: CoachingToolSummary[];
}

/** The library by primary domain, in wheel order; each tool listed once, under its primary domain. */
export function groupByPrimaryDomain(tools: readonly CoachingToolSummary[]): ToolGroup[] {
  return DEFAULT_DOMAIN_IDS.map((domainId) => ({ domainId, tools: tools.filter((tool) => tool.domains[0] === domainId) })).filter(
    (group) => group.tools.length > 0,
  );
}

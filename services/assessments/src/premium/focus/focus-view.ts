import type { Focus, FocusCheckIn, Language, SuggestedTool } from '@lifewheel/contracts';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { publicToolTexts } from '@lifewheel/content/premium';
import type { CoachingToolSummary } from '@lifewheel/content';
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { FocusCheckInRow } from './focus-check-in.entity.js';
import type { FocusRow } from './focus.entity.js';

const SUMMARIES = new Map(coachingTools.map((tool) => [tool.id, tool]));

/** A tool as suggestions and focuses show it: the public summary in `language` (written in every language), never the steps. */
export function suggestedTool(tool: CoachingToolSummary, language: string): SuggestedTool {
  const texts = language === 'en' ? undefined : publicToolTexts(language)[tool.id];
  return { id: tool.id, title: texts?.title ?? tool.title, summary: texts?.summary ?? tool.summary, minutes: tool.minutes, domain: tool.domains[0]! };
}

/** Whether a tool id names a tool of the library. */
export const isKnownTool = (toolId: string): boolean => SUMMARIES.has(toolId);

export function toCheckIn(row: FocusCheckInRow): FocusCheckIn {
  return { id: row.id, current: row.current, desired: row.desired, createdAt: row.createdAt.toISOString() };
}

/** A focus as the API shows it; `checkIns` oldest first. */
export function toFocus(row: FocusRow, checkIns: readonly FocusCheckInRow[], language: string): Focus {
  const { baselineCurrent: current, baselineDesired: desired } = row;
  return {
    id: row.id,
    domain: row.domain as DefaultDomainId,
    approach: row.approach,
    // A tool removed from the library since is left out rather than shown empty.
    tools: row.toolIds.flatMap((id) => {
      const tool = SUMMARIES.get(id);
      return tool ? [suggestedTool(tool, language)] : [];
    }),
    reminders: row.reminders,
    language: row.language as Language,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    baseline: typeof current === 'number' && typeof desired === 'number' ? { current, desired } : null,
    checkIns: checkIns.map(toCheckIn),
  };
}

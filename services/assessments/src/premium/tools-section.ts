import { Injectable } from '@nestjs/common';
import type { PremiumTool, PremiumToolPreview, PremiumToolSummary, PremiumToolsDomain, PremiumToolsOverview, PremiumToolsPreview } from '@lifewheel/contracts';
import { toolsByDomain } from '@lifewheel/content/coaching-tools';
import { premiumCoachingTool, type CoachingTool } from '@lifewheel/content/premium';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import type { PremiumSectionLoader, SectionRequest } from './premium-section.js';
import { ToolNotesService } from './tool-notes.service.js';
import { ToolProgressService } from './tool-progress.service.js';

/** A tool's public part, as the library lists it. */
type CoachingToolSummary = ReturnType<typeof toolsByDomain>[number];

// The tools are English for every language until a later issue translates them.
const CONTENT_LANGUAGE = 'en';

/** The `tools` section: the coaching-tool library by domain, with the person's progress and notes. */
@Injectable()
export class ToolsSection implements PremiumSectionLoader {
  readonly section = 'tools';

  constructor(
    private readonly progress: ToolProgressService,
    private readonly notes: ToolNotesService,
  ) {}

  async content(userId: string, { domain }: SectionRequest): Promise<PremiumToolsOverview | PremiumToolsDomain> {
    const doneAt = await this.progress.doneAt(userId);
    if (!domain) {
      return {
        section: 'tools',
        domain: null,
        contentLanguage: CONTENT_LANGUAGE,
        domains: DEFAULT_DOMAIN_IDS.map((id) => ({ domain: id, tools: toolsByDomain(id).map((tool) => summaryOf(tool, doneAt)) })),
      };
    }
    const tools = toolsByDomain(domain).map((tool) => fullTool(tool.id));
    const notes = await this.notes.byTool(
      userId,
      tools.map((tool) => tool.id),
    );
    return {
      section: 'tools',
      domain,
      contentLanguage: CONTENT_LANGUAGE,
      tools: tools.map((tool): PremiumTool => ({
        ...summaryOf(tool, doneAt),
        purpose: tool.purpose,
        steps: [...tool.steps],
        prompts: [...tool.prompts],
        method: { name: tool.method.name, source: tool.method.source },
        doneAt: doneAt.get(tool.id)?.toISOString() ?? null,
        notes: notes.get(tool.id) ?? [],
      })),
    };
  }

  /** Titles, summaries, minutes and, for a domain, each tool's purpose: never a step or a prompt. */
  preview({ domain }: SectionRequest): PremiumToolsPreview {
    const domains: DefaultDomainId[] = domain ? [domain] : [...DEFAULT_DOMAIN_IDS];
    return {
      section: 'tools',
      domain: domain ?? null,
      contentLanguage: CONTENT_LANGUAGE,
      domains: domains.map((id) => {
        const tools = toolsByDomain(id);
        return { domain: id, toolCount: tools.length, tools: tools.map((tool) => previewOf(tool, Boolean(domain))) };
      }),
    };
  }
}

function summaryOf(tool: CoachingToolSummary, doneAt: ReadonlyMap<string, Date>): PremiumToolSummary {
  return { id: tool.id, title: tool.title, summary: tool.summary, minutes: tool.minutes, domains: [...tool.domains], done: doneAt.has(tool.id) };
}

function previewOf(tool: CoachingToolSummary, withPurpose: boolean): PremiumToolPreview {
  const preview: PremiumToolPreview = { id: tool.id, title: tool.title, summary: tool.summary, minutes: tool.minutes };
  return withPurpose ? { ...preview, purpose: fullTool(tool.id).purpose } : preview;
}

function fullTool(id: string): CoachingTool {
  const tool = premiumCoachingTool(id);
  // Every library tool has a body (libs/content's tests pair them): a gap is a broken build, not bad input.
  if (!tool) throw new Error(`coaching tool ${id} has no premium body`);
  return tool;
}

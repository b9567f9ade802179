import { Injectable } from '@nestjs/common';
import type {
  Language,
  PremiumTool,
  PremiumToolPreview,
  PremiumToolSummary,
  PremiumToolsDomain,
  PremiumToolsOverview,
  PremiumToolsPreview,
} from '@lifewheel/contracts';
import { toolsByDomain } from '@lifewheel/content/coaching-tools';
import { premiumCoachingTool, premiumContentLanguage, publicToolTexts, type CoachingTool } from '@lifewheel/content/premium';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import type { PremiumSectionLoader, SectionRequest } from './premium-section.js';
import { ToolNotesService } from './tool-notes.service.js';
import { ToolProgressService } from './tool-progress.service.js';

/** The `tools` section: the coaching-tool library by domain, with the person's progress and notes. */
@Injectable()
export class ToolsSection implements PremiumSectionLoader {
  readonly section = 'tools';

  constructor(
    private readonly progress: ToolProgressService,
    private readonly notes: ToolNotesService,
  ) {}

  async content(userId: string, { domain, language }: SectionRequest): Promise<PremiumToolsOverview | PremiumToolsDomain> {
    const doneAt = await this.progress.doneAt(userId);
    if (!domain) {
      // Titles and summaries only: public texts, written in every language.
      return {
        section: 'tools',
        domain: null,
        contentLanguage: language,
        domains: DEFAULT_DOMAIN_IDS.map((id) => ({ domain: id, tools: toolsByDomain(id).map((tool) => summaryOf(listedTool(tool.id, language), doneAt)) })),
      };
    }
    const contentLanguage = premiumContentLanguage(language) as Language;
    const tools = toolsByDomain(domain).map((tool) => fullTool(tool.id, contentLanguage));
    const notes = await this.notes.byTool(
      userId,
      tools.map((tool) => tool.id),
    );
    return {
      section: 'tools',
      domain,
      contentLanguage,
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
  preview({ domain, language }: SectionRequest): PremiumToolsPreview {
    // A domain's preview carries each tool's purpose (paid text, in the nearest written language);
    // the section's, only public titles and summaries, in the asked-for language.
    const contentLanguage = domain ? (premiumContentLanguage(language) as Language) : language;
    const domains: DefaultDomainId[] = domain ? [domain] : [...DEFAULT_DOMAIN_IDS];
    return {
      section: 'tools',
      domain: domain ?? null,
      contentLanguage,
      domains: domains.map((id) => {
        const tools = toolsByDomain(id).map((tool) => (domain ? fullTool(tool.id, contentLanguage) : listedTool(tool.id, language)));
        return { domain: id, toolCount: tools.length, tools: tools.map((tool) => previewOf(tool, Boolean(domain))) };
      }),
    };
  }
}

function summaryOf(tool: CoachingTool, doneAt: ReadonlyMap<string, Date>): PremiumToolSummary {
  return { id: tool.id, title: tool.title, summary: tool.summary, minutes: tool.minutes, domains: [...tool.domains], done: doneAt.has(tool.id) };
}

function previewOf(tool: CoachingTool, withPurpose: boolean): PremiumToolPreview {
  const preview: PremiumToolPreview = { id: tool.id, title: tool.title, summary: tool.summary, minutes: tool.minutes };
  return withPurpose ? { ...preview, purpose: tool.purpose } : preview;
}

/** A tool as a list shows it: its public title and summary in `language`, which every language has. */
function listedTool(id: string, language: string): CoachingTool {
  const texts = language === 'en' ? undefined : publicToolTexts(language)[id];
  const tool = fullTool(id, 'en');
  return texts ? { ...tool, ...texts } : tool;
}

function fullTool(id: string, language: string): CoachingTool {
  const tool = premiumCoachingTool(id, language);
  // Every library tool has a body (libs/content's tests pair them): a gap is a broken build, not bad input.
  if (!tool) throw new Error(`coaching tool ${id} has no premium body`);
  return tool;
}

// Server only: the web app never imports `@lifewheel/content/premium`, so these texts are never
// part of a web chunk (e2e/bundle-budget checks the built files).
import type { z } from 'zod';
import { coachingTools } from '../coaching-tools/library.js';
import type { CoachingToolSummary } from '../types.js';
import type { coachingToolBodySchema } from './coaching-tool-body.schema.js';
import { premiumContentLanguage, premiumFile, publicToolTexts } from './premium-files.js';

/** The paid part of a coaching tool. */
export type CoachingToolBody = z.infer<typeof coachingToolBodySchema>;
/** A whole coaching tool: its public summary and its paid body. */
export type CoachingTool = CoachingToolSummary & CoachingToolBody;

/** The whole library in one language: every tool in library order, and by id. */
interface ToolLibrary {
  language: string;
  tools: readonly CoachingTool[];
  byId: ReadonlyMap<string, CoachingTool>;
}

function libraryIn(language: string): ToolLibrary {
  const bodies = premiumFile<Record<string, CoachingToolBody>>('coaching-tools', language);
  const texts = language === 'en' ? {} : publicToolTexts(language);
  const tools = coachingTools.map((tool): CoachingTool => {
    const body = bodies[tool.id];
    // The unit tests pair every tool with a body in every language: a gap is a broken data file, not bad input.
    if (!body) throw new Error(`coaching tool ${tool.id} has no body in ${language}`);
    return Object.freeze({
      ...tool,
      ...texts[tool.id],
      ...body,
      steps: Object.freeze([...body.steps]),
      prompts: Object.freeze([...body.prompts]),
    }) as CoachingTool;
  });
  return { language, tools: Object.freeze(tools), byId: new Map(tools.map((tool) => [tool.id, tool])) };
}

const libraries = new Map<string, ToolLibrary>();

function library(language: string): ToolLibrary {
  const available = premiumContentLanguage(language);
  if (!libraries.has(available)) libraries.set(available, libraryIn(available));
  return libraries.get(available) as ToolLibrary;
}

/** Every tool with its body in `language` (or the nearest written one), in library order. Frozen: every caller shares these objects. */
export function premiumCoachingToolsIn(language: string): { language: string; tools: readonly CoachingTool[] } {
  const { language: available, tools } = library(language);
  return { language: available, tools };
}

/** Every tool with its English body, in library order. */
export const premiumCoachingTools: readonly CoachingTool[] = library('en').tools;

/** The whole tool with this id in `language` (or the nearest written one), or undefined when there is none. */
export function premiumCoachingTool(id: string, language = 'en'): CoachingTool | undefined {
  return library(language).byId.get(id);
}

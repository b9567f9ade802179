// Server only: the web app never imports `@lifewheel/content/premium`, so these texts are never
// part of a web chunk (e2e/bundle-budget checks the built files).
import bodies from './data/coaching-tools.en.json' with { type: 'json' };
import type { z } from 'zod';
import { coachingTools } from '../coaching-tools/library.js';
import type { CoachingToolSummary } from '../types.js';
import type { coachingToolBodySchema } from './coaching-tool-body.schema.js';

/** The paid part of a coaching tool. */
export type CoachingToolBody = z.infer<typeof coachingToolBodySchema>;
/** A whole coaching tool: its public summary and its paid body. */
export type CoachingTool = CoachingToolSummary & CoachingToolBody;

const BODIES = bodies as Record<string, CoachingToolBody>;

function withBody(tool: CoachingToolSummary): CoachingTool {
  const body = BODIES[tool.id];
  // The unit tests pair every tool with a body; a gap here is a broken data file, not bad input.
  if (!body) throw new Error(`coaching tool ${tool.id} has no body`);
  return Object.freeze({ ...tool, ...body, steps: Object.freeze(body.steps), prompts: Object.freeze(body.prompts) }) as CoachingTool;
}

/** Every tool with its body, in library order. Frozen: every caller shares these objects. */
export const premiumCoachingTools: readonly CoachingTool[] = Object.freeze(coachingTools.map(withBody));

const BY_ID = new Map(premiumCoachingTools.map((tool) => [tool.id, tool]));

/** The whole tool with this id, or undefined when there is none. */
export function premiumCoachingTool(id: string): CoachingTool | undefined {
  return BY_ID.get(id);
}

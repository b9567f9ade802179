import { z } from 'zod';
import { researchNoteSchema } from '../research-note.schema.js';
import { domainIdSchema, scoreBandSchema, textSchema } from '../wheel-keys.schema.js';

/** Results-page text for one score band (the band of the person's current score). */
export const bandInsightSchema = z.strictObject({
  /** "What Your Score Might Reflect": 2 to 4 tentative sentences in the second person. */
  reflect: textSchema,
  /** "Suggested Next Steps": 3 small steps a person can take this week. */
  nextSteps: z.array(textSchema).length(3),
  /** "Coaching Question": one open question. */
  coachingQuestion: textSchema,
});

/** Results-page sections for one domain. */
export const domainInsightSchema = z.strictObject({
  /** "About This Domain": 2 to 3 sentences. */
  about: textSchema,
  /** "Research-Backed Insight". */
  research: researchNoteSchema,
  bands: z.record(scoreBandSchema, bandInsightSchema),
});

/** `data/insights.<language>.json` of a language written in full (a regional one holds only what differs). */
export const insightFileSchema = z.strictObject({
  insights: z.record(domainIdSchema, domainInsightSchema),
  /** For a domain the person named themselves; its texts hold a `{{domain}}` placeholder. */
  generic: domainInsightSchema,
});

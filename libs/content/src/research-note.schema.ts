import { z } from 'zod';
import { textSchema } from './wheel-keys.schema.js';

/** One cited finding. Every source names its author(s) and year, e.g. 'Deci & Ryan (2000)'. */
export const researchNoteSchema = z.strictObject({
  /** 1 to 3 plain sentences, as modest as the evidence. */
  finding: textSchema,
  sources: z.array(textSchema).min(1),
  /** The kind of evidence, e.g. 'meta-analysis of 148 studies', 'long-running cohort study', 'single experiment'. */
  evidence: textSchema,
});

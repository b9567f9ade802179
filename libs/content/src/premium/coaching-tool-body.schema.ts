import { z } from 'zod';
import { textSchema } from '../wheel-keys.schema.js';

/** The paid part of a coaching tool: only the server reads it (the web app never imports `premium/`). */
export const coachingToolBodySchema = z.strictObject({
  /** What it is for, 1-3 sentences. */
  purpose: textSchema,
  /** 3-8 steps a person can follow alone; the web app adds the numbering itself. */
  steps: z.array(textSchema).min(3).max(8),
  /** 2-5 reflection prompts. */
  prompts: z.array(textSchema).min(2).max(5),
});

/** `premium/data/coaching-tools.<language>.json`, keyed by tool id like the public file. */
export const coachingToolBodiesFileSchema = z.record(z.string(), coachingToolBodySchema);

import { z } from 'zod';
import { researchNoteSchema } from '../research-note.schema.js';
import { domainIdSchema, scoreBandSchema, textSchema } from '../wheel-keys.schema.js';

// Books and studies older than this are classics cited through a later edition.
const YEAR_MIN = 1950;
const YEAR_MAX = 2026;

/** A common obstacle in a domain and how people tend to get past it. */
export const deepDiveObstacleSchema = z.strictObject({
  /** The obstacle as a person would name it, 1-2 sentences. */
  obstacle: textSchema,
  /** What helps, 2-4 sentences. */
  wayThrough: textSchema,
});

/** A longer exercise a person does alone in one sitting. */
export const deepDiveExerciseSchema = z.strictObject({
  title: textSchema,
  minutes: z.int().min(20).max(60),
  /** What it is for, 1-3 sentences. */
  purpose: textSchema,
  /** 4-8 steps; the web app adds the numbering itself. */
  steps: z.array(textSchema).min(4).max(8),
  /** 2-3 reflection prompts, each a question. */
  prompts: z.array(textSchema).min(2).max(3),
});

/** A real book or paper worth reading next. */
export const deepDiveReadingSchema = z.strictObject({
  title: textSchema,
  authors: textSchema,
  /** The edition cited: for a classic first published before 1950, its later English edition. */
  year: z.int().min(YEAR_MIN).max(YEAR_MAX),
  /** One sentence on why it is worth the time. */
  why: textSchema,
});

/** The "deeper content" of one domain: only the server reads it (the web app never imports `premium/`). */
export const deepDiveSchema = z.strictObject({
  research: z.array(researchNoteSchema).min(3).max(5),
  /** What tends to lie behind a score in each band, 2-4 sentences each; never a diagnosis. */
  patterns: z.record(scoreBandSchema, textSchema),
  obstacles: z.array(deepDiveObstacleSchema).min(3).max(4),
  exercises: z.array(deepDiveExerciseSchema).length(3),
  furtherReading: z.array(deepDiveReadingSchema).min(3).max(4),
});

/** `premium/data/deep-dives.<language>.json`: every default domain, keyed by its id. */
export const deepDivesFileSchema = z.record(domainIdSchema, deepDiveSchema);

export const DEEP_DIVE_YEARS = Object.freeze({ min: YEAR_MIN, max: YEAR_MAX });

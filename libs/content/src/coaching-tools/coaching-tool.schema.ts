import { z } from 'zod';
import { domainIdSchema, textSchema } from '../wheel-keys.schema.js';

/**
 * The public part of one self-coaching tool of the premium library: what the overview page shows
 * to everyone. Plain text only in every string (no HTML or Markdown).
 */
export const coachingToolSummarySchema = z.strictObject({
  title: textSchema,
  /** One line, at most 120 characters, shown on the public overview page. */
  summary: textSchema.max(120),
  /** 1-3 domains; the first is the primary domain. */
  domains: z.array(domainIdSchema).min(1).max(3),
  /** Time needed for one sitting, in minutes. */
  minutes: z.int().min(1),
  /** The method the tool draws on, with real sources that include a year. */
  method: z.strictObject({ name: textSchema, source: textSchema }),
});

/**
 * `data/coaching-tools.<language>.json`, keyed by the tool's id (kebab-case, unique and stable:
 * used in URLs, so never rename one that has shipped), in library order.
 */
export const coachingToolsFileSchema = z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), coachingToolSummarySchema);

/**
 * `data/coaching-tools.<language>.json` of every language but English: what a reader reads (title
 * and summary) in that language, keyed and ordered as the English library. Domains, time and the
 * method with its sources are the same in every language, so they stay in the English file alone.
 */
export const coachingToolTextsFileSchema = z.record(z.string(), coachingToolSummarySchema.pick({ title: true, summary: true }).strict());

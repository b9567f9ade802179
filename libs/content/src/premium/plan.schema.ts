import { z } from 'zod';
import { domainIdSchema, textSchema } from '../wheel-keys.schema.js';

/** One small thing to do in a week of a plan. Plain text only (no HTML or Markdown). */
export const planActionSchema = z.strictObject({
  /** What to do, written to be read on its own: the web app shows the tool beside it as a link. */
  text: textSchema,
  /** `daily`: on each day of that week (or as many days as the text says); `weekly`: once in that week. */
  cadence: z.enum(['daily', 'weekly']),
  /** The coaching tool the action draws on, by id; the unit tests check it exists and serves the plan's domain. */
  tool: z.string().optional(),
});

/** One of the four weeks of a plan. */
export const planWeekSchema = z.strictObject({
  /** The week's one focus, a short title. */
  focus: textSchema.max(60),
  /** One sentence on why this focus comes now. */
  why: textSchema,
  /** 3-6 small actions. */
  actions: z.array(planActionSchema).min(3).max(6),
});

/** The premium 30-day plan of one domain: the start of the loop gap, tool, re-rate. */
export const planSchema = z.strictObject({
  /** What the month builds, 1-3 sentences. */
  summary: textSchema,
  /** Exactly four weeks, in order. */
  weeks: z.array(planWeekSchema).length(4),
  /** Day 30: rate this domain again and compare with the rating the plan started from. */
  reRate: textSchema,
});

/** `premium/data/plans.<language>.json`: every default domain's plan, keyed by domain id in wheel order. */
export const plansFileSchema = z.record(domainIdSchema, planSchema);

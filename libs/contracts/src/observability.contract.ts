import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';

const shortText = (max: number) => z.string().max(max, { error: `Must be ${max} characters or less` });

/** An error report, from the browser (`POST /api/observability/errors`) or from any process. */
export const errorReportSchema = z.object({
  level: z.enum(['error', 'warn', 'fatal']).default('error'),
  source: shortText(100),
  message: shortText(2000).min(1, { error: 'message is required' }),
  stack: shortText(20_000).optional(),
  url: shortText(2000).optional(),
  userAgent: shortText(500).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** One step of a user journey (assessment started, saved, results viewed, ...). */
export const journeyEventSchema = z.object({
  sessionId: z.string().min(8).max(64),
  journeyType: shortText(50).min(1),
  step: shortText(80).min(1),
  stepData: z.record(z.string(), z.unknown()).optional(),
  durationMs: z.number().int().min(0).max(86_400_000).optional(),
  /** The page's language, for the journeys funnel's language filter. */
  language: z.enum(LANGUAGES as [Language, ...Language[]], { error: 'Unknown language' }).optional(),
});
export type JourneyEvent = z.infer<typeof journeyEventSchema>;

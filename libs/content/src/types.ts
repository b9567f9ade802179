// The shapes of the content, derived from the schemas that check every data file, so the two
// cannot differ. Type-only for the web app: it never loads the schemas (nor zod) at run time.
import type { z } from 'zod';
import type { coachingToolSummarySchema } from './coaching-tools/coaching-tool.schema.js';
import type { domainPageSchema } from './domain-pages/domain-page.schema.js';
import type { bandInsightSchema, domainInsightSchema, insightFileSchema } from './insights/insight.schema.js';
import type { researchNoteSchema } from './research-note.schema.js';

export type ResearchNote = z.infer<typeof researchNoteSchema>;
export type BandInsight = z.infer<typeof bandInsightSchema>;
export type DomainInsight = z.infer<typeof domainInsightSchema>;
/** Everything the results page says about domains, in one language. */
export type InsightFile = z.infer<typeof insightFileSchema>;
export type DomainPage = z.infer<typeof domainPageSchema>;
/** The public part of a coaching tool, with its id. */
export type CoachingToolSummary = z.infer<typeof coachingToolSummarySchema> & { id: string };
/** A coaching tool's title and summary in one language other than English. */
export type CoachingToolTexts = Pick<CoachingToolSummary, 'title' | 'summary'>;

import { z } from 'zod';
import { researchNoteSchema } from '../research-note.schema.js';
import { domainIdSchema, textSchema } from '../wheel-keys.schema.js';

/** The info page of one default domain. */
export const domainPageSchema = z.strictObject({
  title: textSchema,
  /** One line, shown under the domain's name; the same text as the default domain's descriptor in @lifewheel/wheel. */
  descriptor: textSchema,
  /** At most 155 characters. */
  metaDescription: textSchema.max(155),
  intro: textSchema,
  covers: z.array(textSchema).min(1),
  signsOfBalance: z.array(textSchema).min(1),
  signsOfStrain: z.array(textSchema).min(1),
  research: z.array(researchNoteSchema).min(1),
  reflectionQuestions: z.array(textSchema).min(1),
});

/** `data/domain-pages.<language>.json`: every default domain's page. */
export const domainPagesFileSchema = z.record(domainIdSchema, domainPageSchema);

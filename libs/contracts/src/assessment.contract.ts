import { z } from 'zod';
import {
  RESPONSE_MESSAGES,
  WHEEL_LIMITS,
  defaultWheel,
  validateResponses,
  validateWheel,
  type DomainResult,
  type WheelConfig,
} from '@lifewheel/wheel';

// Field-level rules live in libs/wheel (one implementation, the spec's exact messages); zod only
// guards the shape, with messages a person can act on, and then defers to those rules.
const wheelDomainSchema = z.object({
  name: z.string({ error: 'Domain name is required' }),
  color: z.string({ error: 'Invalid color format' }),
  descriptor: z.string({ error: 'Description must be text' }).optional(),
});

const wheelSchema = z.object({
  name: z.string({ error: 'Wheel name is required' }),
  domains: z.array(wheelDomainSchema, { error: 'Domains must be a list' }).max(WHEEL_LIMITS.maxDomains * 4, {
    error: `Maximum ${WHEEL_LIMITS.maxDomains} domains allowed`,
  }),
});

const responseSchema = z.object({
  domain: z.string({ error: 'Each response needs the domain it rates' }),
  current: z.number({ error: RESPONSE_MESSAGES.scoreOutOfRange }),
  desired: z.number({ error: RESPONSE_MESSAGES.scoreOutOfRange }),
});

export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export const createAssessmentRequestSchema = z
  .object({
    wheel: wheelSchema.optional(),
    responses: z.array(responseSchema, { error: 'Responses must be a list of scores' }).max(48, {
      error: 'Too many responses',
    }),
    language: z.string().regex(LANGUAGE_CODE_PATTERN, { error: 'Unknown language code' }).optional(),
    /** The browser's journey session, so the "saved" step joins the visitor's other steps. */
    sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Invalid session id' }).optional(),
  })
  .superRefine((body, ctx) => {
    const wheel: WheelConfig = body.wheel ?? defaultWheel();
    for (const issue of body.wheel ? validateWheel(body.wheel) : []) {
      ctx.addIssue({ code: 'custom', path: ['wheel', ...issue.path], message: issue.message });
    }
    if (body.wheel && validateWheel(body.wheel).length > 0) return;
    for (const issue of validateResponses(wheel, body.responses)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type CreateAssessmentRequest = z.infer<typeof createAssessmentRequestSchema>;

export interface CreateAssessmentResult {
  /** 128-bit+ unguessable token used in `/results/{token}`. */
  token: string;
  /** Kept by the creating browser only; lets its owner claim the assessment after logging in. */
  creatorSecret: string;
}

/** What a results token can look like; anything else cannot exist. */
export const ASSESSMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export const assessmentTokenSchema = z.string().regex(ASSESSMENT_TOKEN_PATTERN, { error: 'Unknown results link' });

export interface AssessmentView {
  token: string;
  wheel: WheelConfig;
  responses: { domain: string; current: number; desired: number }[];
  results: DomainResult[];
  language: string;
  createdAt: string;
}

import { z } from 'zod';
import {
  RESPONSE_MESSAGES,
  WHEEL_MESSAGES,
  WHEEL_LIMITS,
  defaultWheel,
  validateResponses,
  validateWheel,
  type DomainResult,
  type WheelConfig,
} from '@lifewheel/wheel';
import { keyedIssue, keyedRules } from './keyed-message.js';

/** The shape rules of an assessment request that only an API client can break (the web app sends the right shape). */
export const ASSESSMENT_MESSAGES = {
  domainsNotList: 'Domains must be a list',
  responseDomainMissing: 'Each response needs the domain it rates',
  responsesNotList: 'Responses must be a list of scores',
  tooManyResponses: 'Too many responses',
  languageUnknown: 'Unknown language code',
  sessionIdInvalid: 'Invalid session id',
  resultsLinkUnknown: 'Unknown results link',
} as const;

const wheelRule = keyedRules(WHEEL_MESSAGES);
const responseRule = keyedRules(RESPONSE_MESSAGES);
const rule = keyedRules(ASSESSMENT_MESSAGES);

// Field-level rules live in libs/wheel (one implementation, the spec's exact messages); zod only
// guards the shape, with messages a person can act on, and then defers to those rules. Every
// message is keyed, so an error body names the rule a client can translate.
const wheelDomainSchema = z.object({
  name: z.string(wheelRule('domainNameRequired')),
  color: z.string(wheelRule('invalidColor')),
  descriptor: z.string(wheelRule('descriptorNotText')).optional(),
});

const wheelSchema = z.object({
  name: z.string(wheelRule('wheelNameRequired')),
  domains: z.array(wheelDomainSchema, rule('domainsNotList')).max(WHEEL_LIMITS.maxDomains * 4, wheelRule('tooManyDomains')),
});

const responseSchema = z.object({
  domain: z.string(rule('responseDomainMissing')),
  current: z.number(responseRule('scoreOutOfRange')),
  desired: z.number(responseRule('scoreOutOfRange')),
});

export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export const createAssessmentRequestSchema = z
  .object({
    wheel: wheelSchema.optional(),
    responses: z.array(responseSchema, rule('responsesNotList')).max(48, rule('tooManyResponses')),
    language: z.string().regex(LANGUAGE_CODE_PATTERN, rule('languageUnknown')).optional(),
    /** The browser's journey session, so the "saved" step joins the visitor's other steps. */
    sessionId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, rule('sessionIdInvalid'))
      .optional(),
  })
  .superRefine((body, ctx) => {
    const wheel: WheelConfig = body.wheel ?? defaultWheel();
    for (const issue of body.wheel ? validateWheel(body.wheel) : []) {
      ctx.addIssue({ code: 'custom', path: ['wheel', ...issue.path], ...keyedIssue(issue.messageKey, issue.message, issue.params) });
    }
    if (body.wheel && validateWheel(body.wheel).length > 0) return;
    for (const issue of validateResponses(wheel, body.responses)) {
      ctx.addIssue({ code: 'custom', path: issue.path, ...keyedIssue(issue.messageKey, issue.message, issue.params) });
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

/**
 * The token the build renders the results page's loading state with (web/prerender.mjs). Its links
 * (the language menu's) name it, and the gateway puts each request's own token in its place. It
 * cannot match ASSESSMENT_TOKEN_PATTERN, so no real results page has it.
 */
export const RESULTS_SHELL_TOKEN = 'results-token';

export const assessmentTokenSchema = z.string().regex(ASSESSMENT_TOKEN_PATTERN, rule('resultsLinkUnknown'));

export interface AssessmentView {
  token: string;
  wheel: WheelConfig;
  responses: { domain: string; current: number; desired: number }[];
  results: DomainResult[];
  language: string;
  createdAt: string;
  /**
   * True when the signed-in account asking owns it: only then does its results page ask for the
   * assessment's shares (anyone else would get a 403, which the browser logs as an error).
   */
  yours: boolean;
}

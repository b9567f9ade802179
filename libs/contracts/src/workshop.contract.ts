import { z } from 'zod';
import { RESPONSE_MESSAGES, WHEEL_LIMITS, WHEEL_MESSAGES, validateWheel, type WheelConfig } from '@lifewheel/wheel';
import { keyedIssue, keyedRules } from './keyed-message.js';
import { isLanguage } from './languages.js';

// Workshops (issue 22, second part): a facilitator runs one wheel for a room. Assessments owns the
// sessions and the anonymous answers; it computes the group's aggregate, and never sends it below
// MIN_ANSWERS_FOR_AGGREGATE finished answers, so no one in the room can be singled out.

/** Below this many finished answers, no aggregate is computed or sent. */
export const MIN_ANSWERS_FOR_AGGREGATE = 5;
/** Individual answers are deleted this many days after a session closes; the aggregate stays. */
export const WORKSHOP_ANSWER_RETENTION_DAYS = 30;
export const WORKSHOP_NAME_MAX_LENGTH = 120;
/** Join codes: six characters without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);
/** What a phone keeps to answer again (re-answering replaces its answer). */
export const PARTICIPANT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const WORKSHOP_MESSAGES = {
  nameRequired: 'Give the session a name',
  nameTooLong: `Keep the session name to ${WORKSHOP_NAME_MAX_LENGTH} characters or fewer`,
  languageUnknown: 'Choose one of the offered languages',
  workshopIdInvalid: 'This session does not exist',
  /** 404: unknown, or someone else's. */
  workshopUnknown: 'We could not find this session among yours.',
  /** 404: no open or revealed session has this code. */
  joinCodeUnknown: 'We could not find a session with this code. Check the code with your facilitator.',
  participantInvalid: 'This phone could not be recognised: reload the page and try again',
  /** 409: answers after closing. */
  workshopClosed: 'This session has closed, so it no longer takes answers.',
  responsesNotList: 'Responses must be a list of scores',
} as const;
export type WorkshopMessageKey = keyof typeof WORKSHOP_MESSAGES;

const rule = keyedRules(WORKSHOP_MESSAGES);
const wheelRule = keyedRules(WHEEL_MESSAGES);
const responseRule = keyedRules(RESPONSE_MESSAGES);

const wheelSchema = z.object({
  name: z.string(wheelRule('wheelNameRequired')),
  domains: z
    .array(
      z.object({
        name: z.string(wheelRule('domainNameRequired')),
        color: z.string(wheelRule('invalidColor')),
        descriptor: z.string(wheelRule('descriptorNotText')).optional(),
      }),
      wheelRule('tooFewDomains'),
    )
    .max(WHEEL_LIMITS.maxDomains * 4, wheelRule('tooManyDomains')),
});

const languageSchema = z.string(rule('languageUnknown')).refine((code) => isLanguage(code), rule('languageUnknown'));

export const createWorkshopRequestSchema = z
  .object({
    name: z.string(rule('nameRequired')).trim().min(1, rule('nameRequired')).max(WORKSHOP_NAME_MAX_LENGTH, rule('nameTooLong')),
    /** A custom wheel, in the shape the assessment API accepts; without one, the default wheel. */
    wheel: wheelSchema.optional(),
    language: languageSchema,
  })
  .superRefine((body, ctx) => {
    for (const issue of body.wheel ? validateWheel(body.wheel) : []) {
      ctx.addIssue({ code: 'custom', path: ['wheel', ...issue.path], ...keyedIssue(issue.messageKey, issue.message, issue.params) });
    }
  });
export type CreateWorkshopRequest = z.infer<typeof createWorkshopRequestSchema>;

export const workshopIdRequestSchema = z.object({ workshopId: z.uuid(rule('workshopIdInvalid')) });
export const joinCodeSchema = z
  .string(rule('joinCodeUnknown'))
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(JOIN_CODE_PATTERN, rule('joinCodeUnknown')));
export const participantIdSchema = z.string(rule('participantInvalid')).regex(PARTICIPANT_ID_PATTERN, rule('participantInvalid'));

export const joinWorkshopRequestSchema = z.object({ code: joinCodeSchema, participantId: participantIdSchema.optional() });

const responseSchema = z.object({
  domain: z.string(responseRule('scoreOutOfRange')),
  current: z.number(responseRule('scoreOutOfRange')),
  desired: z.number(responseRule('scoreOutOfRange')),
});

/** The wheel is the session's: its rules are checked by the service, which knows it. */
export const answerWorkshopRequestSchema = z.object({
  code: joinCodeSchema,
  participantId: participantIdSchema,
  responses: z.array(responseSchema, rule('responsesNotList')).max(48, rule('responsesNotList')),
  language: languageSchema.optional(),
});
export type AnswerWorkshopRequest = z.infer<typeof answerWorkshopRequestSchema>;

export type WorkshopStatus = 'open' | 'revealed' | 'closed';

/** One domain of the group's result. */
export interface WorkshopDomainAggregate {
  domain: string;
  /** Medians of the current and desired scores. */
  current: number;
  desired: number;
  /** Spread of the current scores: quartiles and extremes. */
  q1: number;
  q3: number;
  min: number;
  max: number;
  /** How many chose each score from 1 to 10 (index 0 is score 1). */
  distribution: number[];
  /** Median desired − median current. */
  gap: number;
}

export interface WorkshopAggregate {
  answers: number;
  domains: WorkshopDomainAggregate[];
  /** The largest shared gaps, largest first (only positive gaps, at most three). */
  largestGaps: { domain: string; gap: number }[];
}

export interface WorkshopSummary {
  id: string;
  name: string;
  code: string;
  language: string;
  status: WorkshopStatus;
  createdAt: string;
  revealedAt: string | null;
  closedAt: string | null;
}

/** The facilitator's view: counts, and the aggregate only from MIN_ANSWERS_FOR_AGGREGATE answers on. */
export interface WorkshopFacilitatorView extends WorkshopSummary {
  wheel: WheelConfig;
  joined: number;
  finished: number;
  aggregate: WorkshopAggregate | null;
}

/** What a participant's phone sees: no owner data; the group's result only once revealed (and from 5 answers). */
export interface WorkshopParticipantView {
  name: string;
  wheel: WheelConfig;
  language: string;
  status: WorkshopStatus;
  /** This phone's own answer, if it has answered. */
  answered: boolean;
  responses: { domain: string; current: number; desired: number }[] | null;
  aggregate: WorkshopAggregate | null;
}

/** The Redis pub/sub channel assessments announces a session's changes on; the message is the event kind. */
export const workshopEventsChannel = (prefix: string, workshopId: string) => `${prefix}:assessments:workshop:${workshopId}`;
export type WorkshopEventKind = 'joined' | 'answered' | 'revealed' | 'closed';

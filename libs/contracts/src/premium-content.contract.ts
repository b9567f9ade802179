import { z } from 'zod';
import type { DefaultDomainId } from '@lifewheel/wheel';
import { keyedRules } from './keyed-message.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/**
 * The premium area's sections (spec section 2: `/premium/content/{section}`). Every one is a route
 * value; one whose content is not written yet answers 404 like an unknown one until it is.
 */
export const PREMIUM_SECTIONS = ['tools', 'deep-dives', 'plans'] as const;
export type PremiumSection = (typeof PREMIUM_SECTIONS)[number];

/** A private note on a tool: this many characters at most, after trimming. */
export const TOOL_NOTE_MAX_LENGTH = 5000;

/**
 * What a person is told when a premium request is not right. Error bodies carry the key
 * (`details.errors[].messageKey`) beside the English text, so a client translates the key.
 */
export const PREMIUM_CONTENT_MESSAGES = {
  languageUnknown: 'Unknown language code',
  doneNotBoolean: 'Say whether the tool is done with true or false',
  noteRequired: 'Please write your note',
  noteTooLong: `Your note can be at most ${TOOL_NOTE_MAX_LENGTH} characters`,
} as const;
export type PremiumContentMessageKey = keyof typeof PREMIUM_CONTENT_MESSAGES;

const rule = keyedRules(PREMIUM_CONTENT_MESSAGES);

// Route values arrive as any text; an unknown one is a 404 decided by the service (it knows the
// sections, domains, tools and notes), so the schema only bounds their size.
const routeValue = z.string().max(200);

const languageSchema = z
  .string(rule('languageUnknown'))
  .refine((value) => (LANGUAGES as readonly string[]).includes(value), rule('languageUnknown'))
  .transform((value) => value as Language)
  .default(DEFAULT_LANGUAGE);

/** `assessments.premium.content` and `assessments.premium.preview`. */
export const premiumContentRequestSchema = z.object({
  section: routeValue,
  domain: routeValue.optional(),
  language: languageSchema,
});
export type PremiumContentRequest = z.infer<typeof premiumContentRequestSchema>;

const noteBodySchema = z.string(rule('noteRequired')).trim().min(1, rule('noteRequired')).max(TOOL_NOTE_MAX_LENGTH, rule('noteTooLong'));

/** `PUT /api/premium/tools/{toolId}/done`: idempotent, either way. */
export const toolDoneRequestSchema = z.object({ toolId: routeValue, done: z.boolean(rule('doneNotBoolean')) });
/** `GET /api/premium/tools/{toolId}/notes`. */
export const toolNotesRequestSchema = z.object({ toolId: routeValue });
/** `POST /api/premium/tools/{toolId}/notes` (the HTTP body is `{ body }`). */
export const createToolNoteRequestSchema = z.object({ toolId: routeValue, body: noteBodySchema });
/** `PATCH /api/premium/notes/{noteId}` (the HTTP body is `{ body }`). */
export const updateToolNoteRequestSchema = z.object({ noteId: routeValue, body: noteBodySchema });
/** `DELETE /api/premium/notes/{noteId}`. */
export const deleteToolNoteRequestSchema = z.object({ noteId: routeValue });

/** The HTTP body of creating or editing a note, for the API document. */
export const toolNoteBodySchema = z.object({ body: noteBodySchema });
/** The HTTP body of marking a tool done, for the API document. */
export const toolDoneBodySchema = z.object({ done: z.boolean(rule('doneNotBoolean')) });

/** A person's private note on a tool; only its author ever reads it. */
export interface ToolNote {
  id: string;
  toolId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface ToolProgress {
  toolId: string;
  done: boolean;
  /** When it was first marked done (marking it again keeps this); null when not done. */
  doneAt: string | null;
}

/** A tool as the section page lists it. */
export interface PremiumToolSummary {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  /** 1-3 domains; the first is the primary one. */
  domains: DefaultDomainId[];
  done: boolean;
}

/** A tool opened in full, with the person's progress and notes. */
export interface PremiumTool extends PremiumToolSummary {
  purpose: string;
  steps: string[];
  prompts: string[];
  method: { name: string; source: string };
  doneAt: string | null;
  /** Oldest first. */
  notes: ToolNote[];
}

/** `/premium/content/tools`: every domain with its tools (those of it as primary domain first). */
export interface PremiumToolsOverview {
  section: 'tools';
  domain: null;
  /** The language the text is in (English until the long content is translated). */
  contentLanguage: Language;
  domains: { domain: DefaultDomainId; tools: PremiumToolSummary[] }[];
}

/** `/premium/content/tools/{domain}`: every tool of that domain in full. */
export interface PremiumToolsDomain {
  section: 'tools';
  domain: DefaultDomainId;
  contentLanguage: Language;
  tools: PremiumTool[];
}

/** A tool a plan's action draws on, named so the page can link to it. */
export interface PlanToolLink {
  id: string;
  title: string;
}

/** One small thing to do in a week of a plan. */
export interface PremiumPlanAction {
  text: string;
  /** `daily`: on each day of that week (or as many days as the text says); `weekly`: once in it. */
  cadence: 'daily' | 'weekly';
  tool: PlanToolLink | null;
}

export interface PremiumPlanWeek {
  focus: string;
  why: string;
  actions: PremiumPlanAction[];
}

/** `/premium/content/plans`: every domain with what its month builds and the focus of each week. */
export interface PremiumPlansOverview {
  section: 'plans';
  domain: null;
  contentLanguage: Language;
  domains: { domain: DefaultDomainId; summary: string; weekFocuses: string[] }[];
}

/** `/premium/content/plans/{domain}`: the whole 30-day plan of that domain. */
export interface PremiumPlansDomain {
  section: 'plans';
  domain: DefaultDomainId;
  contentLanguage: Language;
  summary: string;
  weeks: PremiumPlanWeek[];
  /** Day 30: rate the domain again and compare. */
  reRate: string;
}

/** What a domain's deep dive holds, as its section page lists it: titles only, written to be public. */
export interface DeepDiveOutline {
  domain: DefaultDomainId;
  findingCount: number;
  exercises: { title: string; minutes: number }[];
  furtherReading: { title: string; authors: string; year: number }[];
}

/** `/premium/content/deep-dives`: every domain with what its deep dive holds. */
export interface PremiumDeepDivesOverview {
  section: 'deep-dives';
  domain: null;
  contentLanguage: Language;
  domains: DeepDiveOutline[];
}

/** `/premium/content/deep-dives/{domain}`: the deeper content of that domain. */
export interface PremiumDeepDivesDomain {
  section: 'deep-dives';
  domain: DefaultDomainId;
  contentLanguage: Language;
  research: { finding: string; sources: string[]; evidence: string }[];
  /** What tends to lie behind a low (1-4), middle (5-7) and high (8-10) score. */
  patterns: { low: string; mid: string; high: string };
  obstacles: { obstacle: string; wayThrough: string }[];
  exercises: { title: string; minutes: number; purpose: string; steps: string[]; prompts: string[] }[];
  furtherReading: { title: string; authors: string; year: number; why: string }[];
}

/** The answer of `assessments.premium.content`; `section` and `domain` say which shape it is. */
export type PremiumContent =
  PremiumToolsOverview | PremiumToolsDomain | PremiumPlansOverview | PremiumPlansDomain | PremiumDeepDivesOverview | PremiumDeepDivesDomain;

/** A tool as a visitor may see it: written to be public, never a step or a prompt. */
export interface PremiumToolPreview {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  /** Only in a domain's preview. */
  purpose?: string;
}

/** The public preview of the tools section: what it holds, and the public part of each tool. */
export interface PremiumToolsPreview {
  section: 'tools';
  domain: DefaultDomainId | null;
  contentLanguage: Language;
  /** Per domain (only the asked one, with a domain): how many tools, and their public part. */
  domains: { domain: DefaultDomainId; toolCount: number; tools: PremiumToolPreview[] }[];
}

/**
 * The public preview of the plans section: what each month builds and the focus of each week,
 * written to be public; never a week's reasons or actions.
 */
export interface PremiumPlansPreview {
  section: 'plans';
  domain: DefaultDomainId | null;
  contentLanguage: Language;
  domains: { domain: DefaultDomainId; summary: string; weekFocuses: string[] }[];
}

/** The public preview of the deep dives: the titles of their exercises and readings, never their text. */
export interface PremiumDeepDivesPreview {
  section: 'deep-dives';
  domain: DefaultDomainId | null;
  contentLanguage: Language;
  domains: DeepDiveOutline[];
}

/** The answer of `assessments.premium.preview` (public); `section` says which shape it is. */
export type PremiumPreview = PremiumToolsPreview | PremiumPlansPreview | PremiumDeepDivesPreview;

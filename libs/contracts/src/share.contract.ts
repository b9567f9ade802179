import { z } from 'zod';
import type { DomainResult, WheelConfig } from '@lifewheel/wheel';
import { assessmentTokenSchema } from './assessment.contract.js';
import { keyedRules } from './keyed-message.js';
import { MAX_SHARES_PER_ASSESSMENT, SHARE_NOTE_MAX_LENGTH } from './share-limits.js';

// Sharing results with a coach (issue 22): the person who made an assessment shares some of its
// domains through a link of its own, distinct from the results link, and can take it back.
// Assessments owns shares: it decides who may create, list and revoke them, and it filters the
// left-out domains out of what a share answers, so they never reach the coach's browser.

export const SHARE_MESSAGES = {
  domainsRequired: 'Choose at least one area to share',
  domainUnknown: 'One of the chosen areas is not part of this assessment',
  expiryInvalid: 'Choose an expiry of 7, 30 or 90 days, or no expiry',
  noteTooLong: `Keep the note to ${SHARE_NOTE_MAX_LENGTH} characters or fewer`,
  secretInvalid: 'This browser cannot prove it made this assessment',
  shareIdInvalid: 'This share does not exist',
  tooManyShares: `This assessment already has ${MAX_SHARES_PER_ASSESSMENT} active shares: revoke one first`,
  /** 404: not the maker of the assessment (or no such assessment). */
  notOwner: 'Only the person who made this assessment can share it',
  /** 404: an unknown share link. */
  shareUnknown: 'We could not find this shared wheel. Check that the link is complete.',
  /** 410: revoked or expired. */
  shareWithdrawn: 'This shared wheel has been withdrawn or has expired.',
} as const;
export type ShareMessageKey = keyof typeof SHARE_MESSAGES;

const rule = keyedRules(SHARE_MESSAGES);

/** What a share token can look like; anything else cannot exist. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
export const shareTokenSchema = z.string().regex(SHARE_TOKEN_PATTERN, rule('shareUnknown'));

/**
 * Proof that the caller made the assessment: the creating browser's secret, or (when absent) the
 * logged-in account that owns it, which the service reads from the signed principal.
 */
const ownerProofSchema = z.object({
  token: assessmentTokenSchema,
  creatorSecret: z.string(rule('secretInvalid')).min(1, rule('secretInvalid')).max(128, rule('secretInvalid')).optional(),
});

export const createShareRequestSchema = ownerProofSchema.extend({
  /** The wheel's domain names to include, as the assessment names them. */
  domains: z
    .array(z.string(rule('domainUnknown')).max(200, rule('domainUnknown')), rule('domainsRequired'))
    .min(1, rule('domainsRequired'))
    .max(48, rule('domainUnknown')),
  expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90), z.null()], rule('expiryInvalid')),
  note: z.string(rule('noteTooLong')).max(SHARE_NOTE_MAX_LENGTH, rule('noteTooLong')).optional(),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

export const listSharesRequestSchema = ownerProofSchema;
export const revokeShareRequestSchema = ownerProofSchema.extend({ shareId: z.uuid(rule('shareIdInvalid')) });

/** One share as its owner sees it. The link itself is shown once, when it is made: only its hash is kept. */
export interface ShareSummary {
  id: string;
  domains: string[];
  note: string | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
}

export interface CreatedShare {
  share: ShareSummary;
  /** Goes in `/{lang}/shared/{shareToken}`; never stored, never logged. */
  shareToken: string;
}

/** What a coach sees through a share: only the shared domains, their scores and the note. */
export interface SharedWheelView {
  wheel: WheelConfig;
  results: DomainResult[];
  note: string | null;
  assessedAt: string;
  expiresAt: string | null;
}

/** What a share link leads to, for the page's HTTP status: the shared wheel, a withdrawn page (410) or nothing (404). */
export type ShareLinkStatus = 'live' | 'withdrawn' | 'unknown';

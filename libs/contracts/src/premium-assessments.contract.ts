import { z } from 'zod';
import type { DefaultDomainId, DomainChange, DomainResult, TrendPoint } from '@lifewheel/wheel';
import { keyedIssue, keyedRules } from './keyed-message.js';

/** How many saved assessments one page of the premium dashboard's history holds. */
export const PREMIUM_HISTORY_PAGE_SIZE = 20;

/** What a person is told when a dashboard request is not right (`details.errors[].messageKey`). */
export const PREMIUM_ASSESSMENTS_MESSAGES = {
  cursorInvalid: 'This page link is not valid: load the history again from the start',
} as const;
export type PremiumAssessmentsMessageKey = keyof typeof PREMIUM_ASSESSMENTS_MESSAGES;

const rule = keyedRules(PREMIUM_ASSESSMENTS_MESSAGES);

/** Where a page ends: the last listed assessment's date and id, the order's own keys, so a new save never shifts a page. */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opaque to clients: `<epoch ms>.<id>`. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return `${cursor.createdAt.getTime()}.${cursor.id}`;
}

export function decodeHistoryCursor(value: string): HistoryCursor | null {
  const match = /^(\d{1,15})\.(.+)$/.exec(value);
  if (!match || !UUID.test(match[2]!)) return null;
  const createdAt = new Date(Number(match[1]));
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2]! };
}

/** `assessments.premium.list` (`GET /api/premium/assessments?cursor=`): no cursor is the newest page. */
export const premiumHistoryRequestSchema = z.object({
  cursor: z
    .string(rule('cursorInvalid'))
    .max(100, rule('cursorInvalid'))
    .transform((value, context) => {
      const cursor = decodeHistoryCursor(value);
      if (!cursor) context.addIssue({ code: 'custom', ...keyedIssue('cursorInvalid', PREMIUM_ASSESSMENTS_MESSAGES.cursorInvalid) });
      return cursor ?? z.NEVER;
    })
    .optional(),
});
export type PremiumHistoryRequest = z.infer<typeof premiumHistoryRequestSchema>;

/** One saved assessment on the premium dashboard. */
export interface PremiumAssessmentSummary {
  /** Opens its results page, `/results/{token}`. */
  token: string;
  createdAt: string;
  wheelName: string;
  /** Scores in wheel order: enough to draw the small wheel and to compare it with another. */
  results: DomainResult[];
  /**
   * The change in each domain since the person's previous assessment; null for their first one.
   * Domains the previous wheel did not have are left out.
   */
  changes: DomainChange[] | null;
}

/** One page of the history, newest first. */
export interface PremiumAssessmentList {
  assessments: PremiumAssessmentSummary[];
  /** Asks for the next (older) page; null on the last one. */
  nextCursor: string | null;
}

/**
 * One default domain's scores over every check-in of the default wheel and every focus re-rate of
 * that domain, merged by time (`GET /api/premium/trends`).
 */
export interface PremiumDomainTrend {
  domain: DefaultDomainId;
  /** Oldest first. */
  points: TrendPoint[];
  /** Its last three current scores are the same: it has not moved over two check-ins. */
  stuck: boolean;
}

export interface PremiumTrends {
  /** How many check-ins the series are made of: saved default-wheel assessments plus focus re-rates. */
  checkIns: number;
  domains: PremiumDomainTrend[];
}

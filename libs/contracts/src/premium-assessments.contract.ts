import type { DomainChange, DomainResult } from '@lifewheel/wheel';

/** How many saved assessments the premium dashboard lists, newest first (first cut: no paging). */
export const PREMIUM_ASSESSMENTS_LIMIT = 100;

/** One saved assessment on the premium dashboard (`GET /api/premium/assessments`). */
export interface PremiumAssessmentSummary {
  /** Opens its results page, `/results/{token}`. */
  token: string;
  createdAt: string;
  wheelName: string;
  /** Scores in wheel order: enough to draw the small wheel. */
  results: DomainResult[];
  /**
   * The change in each domain since the person's previous assessment; null for their first one.
   * Domains the previous wheel did not have are left out.
   */
  changes: DomainChange[] | null;
}

export interface PremiumAssessmentList {
  assessments: PremiumAssessmentSummary[];
  /** More than PREMIUM_ASSESSMENTS_LIMIT are saved; the oldest are not listed. */
  truncated: boolean;
}

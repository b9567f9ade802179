import type { FunnelStep } from '@lifewheel/contracts';

/**
 * The one place that says which journey events count for which funnel step. What is sent today:
 * - the web app (web/src/observability/report.ts): journeyType `assessment` with `landing` (home page),
 *   `assessment-started`, `saved`, `results-viewed`, `downloaded`; journeyType `premium` with
 *   `checkout-started` (Stripe's page is opening) and `paid` (the return page saw the payment);
 * - assessments: `assessment` / `saved` when an assessment is stored (same session id as the browser's).
 * Other steps (half completed, follow-up sent, customize used) are recorded but are not funnel steps.
 */
export const STEP_OF_EVENT: Readonly<Record<`${string}/${string}`, FunnelStep>> = {
  'assessment/landing': 'landing',
  'assessment/assessment-started': 'assessment-started',
  'assessment/saved': 'assessment-finished',
  'assessment/results-viewed': 'results-viewed',
  'assessment/downloaded': 'download',
  'premium/checkout-started': 'checkout-started',
  'premium/paid': 'paid',
};

export function funnelStepOf(journeyType: string, step: string): FunnelStep | undefined {
  return STEP_OF_EVENT[`${journeyType}/${step}`];
}

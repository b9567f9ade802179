import { z } from 'zod';
import { keyedRules } from './keyed-message.js';
import { LANGUAGES, type Language } from './languages.js';

// The parts of /admin/debug that read journeys, payment alerts and the console's own settings
// (issue 17). Admin only: observability checks @RequireAdmin on each.

/** What the browser's user agent says about the screen, derived server-side (the gateway) per journey event. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The funnel's steps, in order. Which journey events count for each is observability's journey-steps.ts. */
export const FUNNEL_STEPS = ['landing', 'assessment-started', 'assessment-finished', 'results-viewed', 'download', 'checkout-started', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_PERIODS = [1, 7, 30] as const;
export type FunnelPeriodDays = (typeof FUNNEL_PERIODS)[number];

export const ADMIN_INSIGHTS_MESSAGES = {
  daysInvalid: 'The period must be 1, 7 or 30 days',
  languageInvalid: 'Unknown language',
  deviceInvalid: 'The device class must be mobile, tablet or desktop',
} as const;

const rule = keyedRules(ADMIN_INSIGHTS_MESSAGES);

/** `GET /api/admin/insights/funnel?days=7&language=de&device=mobile` (query strings, so days is coerced). */
export const funnelQuerySchema = z.object({
  days: z.coerce
    .number(rule('daysInvalid'))
    .refine((days): days is FunnelPeriodDays => (FUNNEL_PERIODS as readonly number[]).includes(days), rule('daysInvalid'))
    .default(7),
  language: z.enum(LANGUAGES as [Language, ...Language[]], rule('languageInvalid')).optional(),
  device: z.enum(DEVICE_CLASSES, rule('deviceInvalid')).optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export interface FunnelStepFigures {
  step: FunnelStep;
  /** Journey sessions that reached this step within the period. */
  sessions: number;
  /** Share of the previous step's sessions that reached this one (0..1); null for the first step or after an empty one. */
  conversion: number | null;
  /** Sessions of the previous step that did not reach this one (never below 0); null for the first step. */
  dropOff: number | null;
  /** Share of the first step's sessions that also reached this one (0..1); null while the first step has none. */
  ofFirst: number | null;
}

export interface JourneyFunnel {
  days: FunnelPeriodDays;
  language: Language | null;
  device: DeviceClass | null;
  /** The start of the period (ISO); the end is `generatedAt`. */
  since: string;
  generatedAt: string;
  /** False when no session reached any step in the period: the panel says "no data yet". */
  hasData: boolean;
  steps: FunnelStepFigures[];
}

export type PaymentAlertRuleId = 'payment-failures' | 'no-successful-payment';

export interface PaymentAlertRuleView {
  rule: PaymentAlertRuleId;
  /** Firing from the alert email until the recovery notice. */
  state: 'firing' | 'quiet';
  /** The rule's figure at the last evaluation (failures in the last hour, or checkouts waiting). */
  value: number;
  /** The threshold the figure is compared with, as ops read it (e.g. 3 failures, 60 minutes). */
  threshold: number;
  lastFiredAt: string | null;
  lastRecoveredAt: string | null;
}

export interface PaymentAlertsPanel {
  rules: PaymentAlertRuleView[];
  /** Who each alert and recovery is emailed to (ALERT_EMAILS), masked: j•••@example.com. */
  recipients: string[];
  /** When the rules were last evaluated; null before the first evaluation. */
  evaluatedAt: string | null;
  consecutiveFailures: number;
  lastSuccessfulPayment: string | null;
}

/** How long observability keeps each kind of row (days); traffic aggregates are kept. */
export interface RetentionSettings {
  journeyEventsDays: number;
  errorLogsDays: number;
  healthChecksDays: number;
}

/** The console's settings from observability's config. */
export interface AdminInsightsConfig {
  /** TRACE_UI_URL with `{traceId}` where the id goes (e.g. Jaeger's http://host:16686/trace/{traceId}); null when not set. */
  traceUiUrl: string | null;
  retention: RetentionSettings;
}

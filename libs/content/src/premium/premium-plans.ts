// Server only, like the tools' bodies: the web app never imports `@lifewheel/content/premium`.
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { z } from 'zod';
import type { planActionSchema, planSchema, planWeekSchema } from './plan.schema.js';
import { premiumContentLanguage, premiumFile } from './premium-files.js';

export type PlanAction = z.infer<typeof planActionSchema>;
export type PlanWeek = z.infer<typeof planWeekSchema>;
/** The 30-day plan of one domain. */
export type DomainPlan = z.infer<typeof planSchema>;

/** Every default domain's plan, in one language. */
export interface PremiumPlans {
  /** The language the texts are actually in (see premiumContentLanguage). */
  language: string;
  /** Keyed by domain id, in wheel order. */
  plans: Readonly<Record<DefaultDomainId, DomainPlan>>;
}

function freezePlan(plan: DomainPlan): DomainPlan {
  const weeks = plan.weeks.map((week) => Object.freeze({ ...week, actions: Object.freeze(week.actions.map((action) => Object.freeze({ ...action }))) }));
  return Object.freeze({ ...plan, weeks: Object.freeze(weeks) }) as DomainPlan;
}

const cache = new Map<string, PremiumPlans>();

/**
 * Every domain's plan in `language`, or in the nearest language it is written in
 * (premiumContentLanguage). Frozen because every caller shares these objects; checked against the
 * schema by the unit tests, like every content file.
 */
export function premiumPlans(language: string): PremiumPlans {
  const available = premiumContentLanguage(language);
  if (!cache.has(available)) {
    const file = premiumFile<Record<DefaultDomainId, DomainPlan>>('plans', available);
    const plans = Object.freeze(Object.fromEntries(Object.entries(file).map(([id, plan]) => [id, freezePlan(plan)]))) as PremiumPlans['plans'];
    cache.set(available, Object.freeze({ language: available, plans }));
  }
  return cache.get(available) as PremiumPlans;
}

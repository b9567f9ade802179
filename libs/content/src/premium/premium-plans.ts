// Server only, like the tools' bodies: the web app never imports `@lifewheel/content/premium`.
import plansEn from './data/plans.en.json' with { type: 'json' };
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { z } from 'zod';
import type { planActionSchema, planSchema, planWeekSchema } from './plan.schema.js';

export type PlanAction = z.infer<typeof planActionSchema>;
export type PlanWeek = z.infer<typeof planWeekSchema>;
/** The 30-day plan of one domain. */
export type DomainPlan = z.infer<typeof planSchema>;

/** Every default domain's plan, in one language. */
export interface PremiumPlans {
  /** The language the texts are actually in (English when the asked-for one has none yet). */
  language: string;
  /** Keyed by domain id, in wheel order. */
  plans: Readonly<Record<DefaultDomainId, DomainPlan>>;
}

function freezePlan(plan: DomainPlan): DomainPlan {
  const weeks = plan.weeks.map((week) => Object.freeze({ ...week, actions: Object.freeze(week.actions.map((action) => Object.freeze({ ...action }))) }));
  return Object.freeze({ ...plan, weeks: Object.freeze(weeks) }) as DomainPlan;
}

// Frozen because every caller shares these objects. Checked against the schema by the unit tests,
// like every content file. Only English is written so far; a translation is one more line here.
const FILES: Record<string, Readonly<Record<DefaultDomainId, DomainPlan>>> = {
  en: Object.freeze(Object.fromEntries(Object.entries(plansEn as Record<DefaultDomainId, DomainPlan>).map(([id, plan]) => [id, freezePlan(plan)]))) as Record<
    DefaultDomainId,
    DomainPlan
  >,
};

/** Every domain's plan in `language`, or in English when that language has none. */
export function premiumPlans(language: string): PremiumPlans {
  const available = Object.hasOwn(FILES, language) ? language : 'en';
  return { language: available, plans: FILES[available] as PremiumPlans['plans'] };
}

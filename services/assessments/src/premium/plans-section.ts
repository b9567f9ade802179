import { Injectable } from '@nestjs/common';
import type { Language, PlanToolLink, PremiumPlansDomain, PremiumPlansOverview, PremiumPlansPreview } from '@lifewheel/contracts';
import { premiumCoachingTool, premiumPlans, type DomainPlan } from '@lifewheel/content/premium';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';
import type { PremiumSectionLoader, SectionRequest } from './premium-section.js';

/** The `plans` section: a 30-day plan per domain, four weeks of small actions drawing on the tools. */
@Injectable()
export class PlansSection implements PremiumSectionLoader {
  readonly section = 'plans';

  async content(_userId: string, { domain, language }: SectionRequest): Promise<PremiumPlansOverview | PremiumPlansDomain> {
    const { language: contentLanguage, plans } = premiumPlans(language);
    if (!domain) return { section: 'plans', domain: null, contentLanguage: contentLanguage as Language, domains: outlines(plans, [...DEFAULT_DOMAIN_IDS]) };
    const plan = plans[domain];
    return {
      section: 'plans',
      domain,
      contentLanguage: contentLanguage as Language,
      summary: plan.summary,
      weeks: plan.weeks.map((week) => ({
        focus: week.focus,
        why: week.why,
        actions: week.actions.map((action) => ({ text: action.text, cadence: action.cadence, tool: toolLink(action.tool, contentLanguage) })),
      })),
      reRate: plan.reRate,
    };
  }

  /** What each month builds and its weeks' focuses: written to be public, never the actions. */
  preview({ domain, language }: SectionRequest): PremiumPlansPreview {
    const { language: contentLanguage, plans } = premiumPlans(language);
    return {
      section: 'plans',
      domain: domain ?? null,
      contentLanguage: contentLanguage as Language,
      domains: outlines(plans, domain ? [domain] : [...DEFAULT_DOMAIN_IDS]),
    };
  }
}

function outlines(plans: Readonly<Record<DefaultDomainId, DomainPlan>>, domains: DefaultDomainId[]) {
  return domains.map((id) => ({ domain: id, summary: plans[id].summary, weekFocuses: plans[id].weeks.map((week) => week.focus) }));
}

/** The tool an action draws on, titled in the plan's language. */
function toolLink(id: string | undefined, language: string): PlanToolLink | null {
  if (!id) return null;
  // libs/content's tests check that every tool a plan names exists; a gap is a broken build.
  const tool = premiumCoachingTool(id, language);
  if (!tool) throw new Error(`plan names coaching tool ${id}, which is not in the library`);
  return { id: tool.id, title: tool.title };
}

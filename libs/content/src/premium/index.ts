export { premiumCoachingTool, premiumCoachingTools, type CoachingTool, type CoachingToolBody } from './premium-coaching-tools.js';
export { premiumPlans, type DomainPlan, type PlanAction, type PlanWeek, type PremiumPlans } from './premium-plans.js';
export { premiumDeepDives, type DeepDive, type DeepDives } from './premium-deep-dives.js';

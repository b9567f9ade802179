export { premiumCoachingTool, premiumCoachingTools, premiumCoachingToolsIn, type CoachingTool, type CoachingToolBody } from './premium-coaching-tools.js';
export { premiumContentLanguage, publicToolTexts } from './premium-files.js';
export { premiumPlans, type DomainPlan, type PlanAction, type PlanWeek, type PremiumPlans } from './premium-plans.js';
export { premiumDeepDives, type DeepDive, type DeepDives } from './premium-deep-dives.js';

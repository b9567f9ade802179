export { premiumCoachingTool, premiumCoachingTools, type CoachingTool, type CoachingToolBody } from './premium-coaching-tools.js';
export { premiumDeepDives, type DeepDive, type DeepDives } from './premium-deep-dives.js';

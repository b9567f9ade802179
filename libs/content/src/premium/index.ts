export { premiumCoachingTool, premiumCoachingTools, type CoachingTool, type CoachingToolBody } from './premium-coaching-tools.js';

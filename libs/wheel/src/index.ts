export type { WheelConfig, WheelDomain } from './wheel-types.js';
export {
  DEFAULT_DOMAIN_IDS,
  DEFAULT_DOMAINS,
  findDefaultDomain,
  MINI_LOGO_DOMAIN_COUNT,
  type DefaultDomain,
  type DefaultDomainId,
} from './default-domains.js';
export { DEFAULT_WHEEL_NAME, defaultWheel } from './default-wheel.js';
export { WHEEL_LIMITS } from './wheel-limits.js';
export { WHEEL_MESSAGES, type WheelMessageKey } from './wheel-messages.js';
export type { FieldIssue } from './field-issue.js';
export {
  validateDomainColor,
  validateDomainDescriptor,
  validateDomainName,
  validateWheelName,
} from './wheel-field-rules.js';
export { validateWheel } from './validate-wheel.js';
export { normalizeWheel } from './normalize-wheel.js';
export { cleanText, textLength } from './clean-text.js';
export { domainKey } from './domain-key.js';
export { fillMessage } from './fill-message.js';
export { isScore, SCORE_MAX, SCORE_MIN } from './scores.js';
export { SCORE_BANDS, scoreBand, type ScoreBand } from './score-bands.js';
export { RESPONSE_MESSAGES, type ResponseMessageKey } from './response-messages.js';
export type { DomainResponse } from './domain-response.js';
export { validateResponses } from './validate-responses.js';
export { computeResults, type DomainResult } from './compute-results.js';
export { largestGaps } from './largest-gaps.js';
export { averageScore } from './average-score.js';
export { domainChanges, type DomainChange } from './domain-changes.js';

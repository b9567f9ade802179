import { cleanText, textLength } from './clean-text.js';
import type { FieldIssue } from './field-issue.js';
import { WHEEL_LIMITS } from './wheel-limits.js';
import { WHEEL_MESSAGES, type WheelMessageKey } from './wheel-messages.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

// Limits travel as params so a translated message can say "{{max}}" instead of repeating the number.
const PARAMS_BY_KEY: Partial<Record<WheelMessageKey, Record<string, number>>> = {
  wheelNameTooLong: { max: WHEEL_LIMITS.wheelNameMax },
  domainNameTooLong: { max: WHEEL_LIMITS.domainNameMax },
  descriptorTooLong: { max: WHEEL_LIMITS.descriptorMax },
  tooFewDomains: { min: WHEEL_LIMITS.minDomains },
  tooManyDomains: { max: WHEEL_LIMITS.maxDomains },
};

export function wheelIssue(path: (string | number)[], messageKey: WheelMessageKey): FieldIssue {
  const params = PARAMS_BY_KEY[messageKey];
  return { path, messageKey, message: WHEEL_MESSAGES[messageKey], ...(params ? { params: { ...params } } : {}) };
}

// A missing or non-text name gets "required": the spec has no separate message for a wrong type.
function checkName(name: unknown, max: number, required: WheelMessageKey, tooLong: WheelMessageKey): WheelMessageKey | null {
  if (typeof name !== 'string') return required;
  const cleaned = cleanText(name);
  if (cleaned === '') return required;
  return textLength(cleaned) > max ? tooLong : null;
}

export function validateWheelName(name: unknown): FieldIssue | null {
  const key = checkName(name, WHEEL_LIMITS.wheelNameMax, 'wheelNameRequired', 'wheelNameTooLong');
  return key ? wheelIssue(['name'], key) : null;
}

export function validateDomainName(name: unknown): WheelMessageKey | null {
  return checkName(name, WHEEL_LIMITS.domainNameMax, 'domainNameRequired', 'domainNameTooLong');
}

/** Six hex digits with a leading hash, either case; surrounding spaces are not forgiven. */
export function validateDomainColor(color: unknown): WheelMessageKey | null {
  return typeof color === 'string' && HEX_COLOR.test(color) ? null : 'invalidColor';
}

/** The descriptor is optional: undefined, null and blank are all "none". */
export function validateDomainDescriptor(descriptor: unknown): WheelMessageKey | null {
  if (descriptor === undefined || descriptor === null) return null;
  if (typeof descriptor !== 'string') return 'descriptorNotText';
  return textLength(cleanText(descriptor)) > WHEEL_LIMITS.descriptorMax ? 'descriptorTooLong' : null;
}

import { cleanText } from './clean-text.js';
import type { WheelConfig, WheelDomain } from './wheel-types.js';

/**
 * The stored form of a wheel that passed validateWheel: clean names and descriptors, lower-case
 * colours, a blank descriptor dropped, and no properties beyond the known ones. Returns a new
 * object; the input is left untouched.
 */
export function normalizeWheel(wheel: WheelConfig): WheelConfig {
  return {
    name: cleanText(wheel.name),
    domains: wheel.domains.map(normalizeDomain),
  };
}

function normalizeDomain(domain: WheelDomain): WheelDomain {
  const normalized: WheelDomain = { name: cleanText(domain.name), color: domain.color.toLowerCase() };
  // A JSON client may send `descriptor: null`; validation lets that through as "no descriptor".
  const descriptor = typeof domain.descriptor === 'string' ? cleanText(domain.descriptor) : '';
  if (descriptor !== '') normalized.descriptor = descriptor;
  return normalized;
}

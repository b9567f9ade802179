/** Spec sections 5 and 9. Lengths are counted in characters after trimming (see textLength). */
export const WHEEL_LIMITS = Object.freeze({
  wheelNameMax: 50,
  domainNameMax: 30,
  descriptorMax: 120,
  minDomains: 3,
  maxDomains: 12,
} as const);

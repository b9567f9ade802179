/**
 * English texts of the wheel rules. The first seven are the product's own (spec section 5) and
 * must stay word for word; the web app translates by key.
 */
export const WHEEL_MESSAGES = Object.freeze({
  wheelNameRequired: 'Wheel name is required',
  wheelNameTooLong: 'Wheel name must be 50 characters or less',
  domainNameRequired: 'Domain name is required',
  domainNameTooLong: 'Domain name must be 30 characters or less',
  invalidColor: 'Invalid color format',
  tooFewDomains: 'At least 3 domains required',
  tooManyDomains: 'Maximum 12 domains allowed',
  duplicateDomainName: 'Each domain needs a different name',
  descriptorTooLong: 'Description must be 120 characters or less',
  // Only an API client can send a descriptor that is not a string; the form always sends text.
  descriptorNotText: 'Description must be text',
} as const);

export type WheelMessageKey = keyof typeof WHEEL_MESSAGES;

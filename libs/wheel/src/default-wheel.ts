import { DEFAULT_DOMAINS } from './default-domains.js';
import type { WheelConfig } from './wheel-types.js';

export const DEFAULT_WHEEL_NAME = 'Life Wheel';

/** The 12 default domains as an editable wheel: a fresh copy each call, so editing it is safe. */
export function defaultWheel(): WheelConfig {
  return {
    name: DEFAULT_WHEEL_NAME,
    domains: DEFAULT_DOMAINS.map(({ name, color, descriptor }) => ({ name, color, descriptor })),
  };
}

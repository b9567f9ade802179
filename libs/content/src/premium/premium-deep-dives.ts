// Server only, like the coaching tool bodies: the web app never imports `@lifewheel/content/premium`.
import type { z } from 'zod';
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { deepDiveSchema } from './deep-dive.schema.js';
import { premiumContentLanguage, premiumFile } from './premium-files.js';

/** The deeper content of one domain. */
export type DeepDive = z.infer<typeof deepDiveSchema>;

/** Every default domain's deep dive, in one language. */
export interface DeepDives {
  /** The language the texts are actually in (see premiumContentLanguage). */
  language: string;
  domains: Readonly<Record<DefaultDomainId, DeepDive>>;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const cache = new Map<string, DeepDives>();

/**
 * Every default domain's deep dive in `language`, or in the nearest language it is written in
 * (premiumContentLanguage). Checked against the schema by the unit tests, like every content file.
 * Frozen: callers share it.
 */
export function premiumDeepDives(language: string): DeepDives {
  const available = premiumContentLanguage(language);
  if (!cache.has(available)) {
    cache.set(available, deepFreeze({ language: available, domains: premiumFile<Record<DefaultDomainId, DeepDive>>('deep-dives', available) }));
  }
  return cache.get(available) as DeepDives;
}

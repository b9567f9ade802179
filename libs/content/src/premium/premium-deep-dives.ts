// Server only, like the coaching tool bodies: the web app never imports `@lifewheel/content/premium`.
import en from './data/deep-dives.en.json' with { type: 'json' };
import type { z } from 'zod';
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { deepDiveSchema } from './deep-dive.schema.js';

/** The deeper content of one domain. */
export type DeepDive = z.infer<typeof deepDiveSchema>;

/** Every default domain's deep dive, in one language. */
export interface DeepDives {
  /** The language the texts are actually in (English when the asked-for one has none). */
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

// Checked against the schema by the unit tests, like every content file. Only English is written
// so far; a translation is one more line here and one more file in data/.
const FILES: Readonly<Record<string, DeepDives>> = Object.freeze({
  en: deepFreeze({ language: 'en', domains: en as Record<DefaultDomainId, DeepDive> }),
});

/** Every default domain's deep dive in `language`, or in English when that language has none. Frozen: callers share it. */
export function premiumDeepDives(language: string): DeepDives {
  return FILES[Object.hasOwn(FILES, language) ? language : 'en'] as DeepDives;
}

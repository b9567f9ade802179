import type { PremiumSection } from '@lifewheel/contracts';

// Apart from premium-route.ts, which checks a path against the known sections and domains: the
// premium section pages' island (premium-section-entry.tsx) builds links without those lists.

/** The path of a section or of one of its domains, before localizing. */
export const premiumContentPath = (section: PremiumSection, domain?: string) => `/premium/content/${section}${domain ? `/${domain}` : ''}`;

/** The translation key part of a section (`deep-dives` is `deepDives`). */
const SECTION_KEYS = { tools: 'tools', 'deep-dives': 'deepDives', plans: 'plans' } as const satisfies Record<PremiumSection, string>;
export const sectionKey = (section: PremiumSection) => SECTION_KEYS[section];

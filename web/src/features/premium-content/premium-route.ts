import { PREMIUM_SECTIONS, type PremiumSection } from '@lifewheel/contracts';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';

export interface PremiumRoute {
  section: PremiumSection;
  domain: DefaultDomainId | undefined;
}

/**
 * The section and domain of `/premium/content/{section}[/{domain}]`, or null when either is not
 * one we have: the page then shows the not-found page without asking the server.
 */
export function parsePremiumRoute(section: string | undefined, domain: string | undefined): PremiumRoute | null {
  const knownSection = PREMIUM_SECTIONS.find((value) => value === section);
  if (!knownSection) return null;
  if (domain === undefined) return { section: knownSection, domain: undefined };
  const knownDomain = DEFAULT_DOMAIN_IDS.find((value) => value === domain);
  return knownDomain ? { section: knownSection, domain: knownDomain } : null;
}

/** The path of a section or of one of its domains, before localizing. */
export const premiumContentPath = (section: PremiumSection, domain?: string) => `/premium/content/${section}${domain ? `/${domain}` : ''}`;

/** The translation key part of a section (`deep-dives` is `deepDives`). */
const SECTION_KEYS = { tools: 'tools', 'deep-dives': 'deepDives', plans: 'plans' } as const satisfies Record<PremiumSection, string>;
export const sectionKey = (section: PremiumSection) => SECTION_KEYS[section];

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

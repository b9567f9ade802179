import { domainKey } from './domain-key.js';
import type { WheelDomain } from './wheel-types.js';

export type DefaultDomainId =
  | 'career-vocation'
  | 'financial-wellbeing'
  | 'physical-health'
  | 'emotional-wellbeing'
  | 'family'
  | 'friends'
  | 'relationships-love'
  | 'community-giving'
  | 'fun-recreation'
  | 'physical-environment'
  | 'personal-growth'
  | 'spirituality';

export interface DefaultDomain extends WheelDomain {
  /** Also the URL slug of the domain's info page. */
  id: DefaultDomainId;
  descriptor: string;
}

/** The mini logo draws only the first domains of the default wheel (spec section 9). */
export const MINI_LOGO_DOMAIN_COUNT = 8;

// Frozen because every caller shares these objects: a component that edits one in place would
// otherwise change the default wheel for the rest of the process.
export const DEFAULT_DOMAINS: readonly DefaultDomain[] = Object.freeze(
  (
    [
      { id: 'career-vocation', name: 'Career & Vocation', color: '#ed6a56', descriptor: 'Purpose, growth and satisfaction in your work' },
      { id: 'financial-wellbeing', name: 'Financial Well-Being', color: '#f09b35', descriptor: 'Feeling secure and in control of your money' },
      { id: 'physical-health', name: 'Physical Health', color: '#ffc74e', descriptor: 'Energy, fitness, sleep and how your body feels day to day' },
      { id: 'emotional-wellbeing', name: 'Emotional Well-Being', color: '#ffe266', descriptor: "Calm, resilience and how you meet life's ups and downs" },
      { id: 'family', name: 'Family', color: '#a0c882', descriptor: 'Closeness, support and time with the people you call family' },
      { id: 'friends', name: 'Friends', color: '#95d0b8', descriptor: 'Friendships where you feel seen, supported and at ease' },
      { id: 'relationships-love', name: 'Relationships & Love', color: '#80b27b', descriptor: 'Intimacy, partnership and the love you give and receive' },
      { id: 'community-giving', name: 'Community & Giving', color: '#73cce4', descriptor: 'Belonging, contributing and making a difference for others' },
      { id: 'fun-recreation', name: 'Fun & Recreation', color: '#86a7e5', descriptor: 'Play, hobbies and the moments when you lose track of time' },
      { id: 'physical-environment', name: 'Physical Environment', color: '#a3bce0', descriptor: 'A home and surroundings that feel calm, safe and your own' },
      { id: 'personal-growth', name: 'Personal Growth', color: '#b074ba', descriptor: 'Learning, curiosity and becoming who you want to be' },
      { id: 'spirituality', name: 'Spirituality', color: '#8c5c94', descriptor: 'Meaning, values and a sense of something larger than yourself' },
    ] satisfies DefaultDomain[]
  ).map((domain) => Object.freeze(domain)),
);

/** In wheel order; each id is also the URL slug of that domain's page. */
export const DEFAULT_DOMAIN_IDS: readonly DefaultDomainId[] = Object.freeze(DEFAULT_DOMAINS.map((domain) => domain.id));

/**
 * Finds a default domain by its id/slug or by its English name, ignoring case and surrounding
 * spaces, e.g. to link a domain of a saved wheel to its info page. Returns the shared frozen object.
 */
export function findDefaultDomain(nameOrId: string): DefaultDomain | undefined {
  if (typeof nameOrId !== 'string') return undefined;
  const key = domainKey(nameOrId);
  return DEFAULT_DOMAINS.find((domain) => domain.id === key || domainKey(domain.name) === key);
}

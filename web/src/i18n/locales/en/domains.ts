import { DEFAULT_DOMAINS, type DefaultDomainId } from '@lifewheel/wheel';

// English names and descriptors live in libs/wheel (the services use them too); other languages
// give their own translations of the same keys.
export const domains = Object.fromEntries(DEFAULT_DOMAINS.map(({ id, name, descriptor }) => [id, { name, descriptor }])) as Record<
  DefaultDomainId,
  { name: string; descriptor: string }
>;

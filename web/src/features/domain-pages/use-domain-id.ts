import { useMatches } from 'react-router';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';

/** The domain of the current route: app/routes.tsx puts it in the route's handle. */
export function useDomainId(): DefaultDomainId | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const id = (match.handle as { domainId?: unknown } | undefined)?.domainId;
    if (DEFAULT_DOMAIN_IDS.includes(id as DefaultDomainId)) return id as DefaultDomainId;
  }
  return null;
}

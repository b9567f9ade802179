import { useLocation } from 'react-router';
import { DEFAULT_DOMAIN_IDS, type DefaultDomainId } from '@lifewheel/wheel';

/** The domain of the current page: a domain page's path ends in the domain's id (app/routes.tsx). */
export function useDomainId(): DefaultDomainId | null {
  const id = useLocation().pathname.split('/').filter(Boolean).at(-1);
  return DEFAULT_DOMAIN_IDS.includes(id as DefaultDomainId) ? (id as DefaultDomainId) : null;
}

import { Navigate, useLocation } from 'react-router';
import { HttpError } from '../../api/http.js';
import { useLocalizedPath } from '../../app/language-context.js';
import { PremiumRequiredRedirect } from '../dashboard/premium-required-redirect.js';

/** The service refused who is asking (not logged in, or not premium): PremiumRefusal handles it. */
export const isPremiumRefusal = (error: unknown): boolean => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * What a focus page does when the service refuses the person: a visitor (401) logs in and comes
 * back to this exact page (the emailed re-rate link works after logging in), a free account (403)
 * goes to enrollment, as on the dashboard. Null for any other answer.
 */
export function PremiumRefusal({ error }: { error: unknown }) {
  const to = useLocalizedPath();
  const location = useLocation();
  if (!(error instanceof HttpError)) return null;
  if (error.status === 401) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${to('/login')}?next=${encodeURIComponent(here)}`} replace />;
  }
  if (error.status === 403) return <PremiumRequiredRedirect />;
  return null;
}

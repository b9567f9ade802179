import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The site's own address, or null while pre-rendering: the build does not know where the site will
 * be served, so the QR code is drawn once the page runs in the browser (hydration first renders
 * what the pre-rendered HTML shows, then this address).
 */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
}

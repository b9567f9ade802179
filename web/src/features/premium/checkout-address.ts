/**
 * The address a visitor typed for a checkout, kept in this tab's sessionStorage across the trip to
 * Stripe and back. The checkout status answers only a masked address to anyone but the logged-in
 * buyer (the return URL can be shared), so the tab that typed the address is the one that can send
 * the login link to it.
 */
const keyOf = (sessionId: string) => `lifewheel.checkout-address.${sessionId}`;

export function rememberCheckoutAddress(sessionId: string, email: string): void {
  try {
    window.sessionStorage.setItem(keyOf(sessionId), email);
  } catch {
    // Storage off (private mode, quota): the return page then asks the buyer to log in instead.
  }
}

export function checkoutAddressOf(sessionId: string): string | undefined {
  try {
    return window.sessionStorage.getItem(keyOf(sessionId)) ?? undefined;
  } catch {
    return undefined;
  }
}

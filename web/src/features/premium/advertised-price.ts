/**
 * The advertised price (spec section 9), which billing charges unless PREMIUM_PRICE_CENTS says
 * otherwise: what pre-rendered pages show until the server's answer arrives.
 */
export const ADVERTISED_PRICE = { amount: 1000, currency: 'usd' } as const;

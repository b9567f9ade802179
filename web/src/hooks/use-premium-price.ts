import { useQuery } from '@tanstack/react-query';
import type { PremiumPrice } from '@lifewheel/contracts';
import { queryKeys } from '../api/query-keys.js';
import { useLanguage } from '../app/language-context.js';
import { ADVERTISED_PRICE } from '../features/premium/advertised-price.js';
import { formatPrice } from '../features/premium/format-price.js';
import { useIdle } from './use-idle.js';

/** The advertised price (spec section 9) until the server's answer (PREMIUM_PRICE_CENTS) arrives. */
const ADVERTISED: PremiumPrice = ADVERTISED_PRICE;

/**
 * The price billing charges, formatted for the page's language. The home page and the tools'
 * offer show it too (issue 25), so, like the user call, it is asked for once the page is idle:
 * the first paint and hydration never wait for it, and the pre-rendered page shows the advertised one.
 */
export function usePremiumPrice(): string {
  const language = useLanguage();
  const idle = useIdle();
  // The query client's default fetcher reads the key as the URL.
  const query = useQuery<PremiumPrice>({ queryKey: queryKeys.premiumPrice, enabled: idle });
  const price = query.data ?? ADVERTISED;
  return formatPrice(price.amount, price.currency, language);
}

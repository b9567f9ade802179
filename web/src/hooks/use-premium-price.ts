import { useQuery } from '@tanstack/react-query';
import type { PremiumPrice } from '@lifewheel/contracts';
import { queryKeys } from '../api/query-keys.js';
import { useLanguage } from '../app/language-context.js';
import { formatPrice } from '../features/premium/format-price.js';

/** The advertised price (spec section 9) until the server's answer (PREMIUM_PRICE_CENTS) arrives. */
const ADVERTISED: PremiumPrice = { amount: 1000, currency: 'usd' };

export function usePremiumPrice(): string {
  const language = useLanguage();
  // The query client's default fetcher reads the key as the URL.
  const query = useQuery<PremiumPrice>({ queryKey: queryKeys.premiumPrice });
  const price = query.data ?? ADVERTISED;
  return formatPrice(price.amount, price.currency, language);
}

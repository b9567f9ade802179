// The premium offer on a content page was written with the advertised price at build time. Should
// billing charge another (PREMIUM_PRICE_CENTS), the offer says so once the page is idle, as the
// app's usePremiumPrice does: only the figure changes, as text, in the page's number format.
import { ADVERTISED_PRICE } from '../features/premium/advertised-price.js';
import { formatPrice } from '../features/premium/format-price.js';
import type { Language } from '../i18n/languages.js';
import { whenIdle } from './when-idle.js';

interface PremiumPrice {
  amount: number;
  currency: string;
}

function replacePrice(language: Language, price: PremiumPrice): void {
  if (price.amount === ADVERTISED_PRICE.amount && price.currency === ADVERTISED_PRICE.currency) return;
  const advertised = formatPrice(ADVERTISED_PRICE.amount, ADVERTISED_PRICE.currency, language);
  const charged = formatPrice(price.amount, price.currency, language);
  for (const element of document.querySelectorAll('[data-price]')) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.includes(advertised)) node.nodeValue = node.nodeValue.replace(advertised, charged);
    }
  }
}

export function installPremiumPrice(language: Language): void {
  if (!document.querySelector('[data-price]')) return;
  whenIdle(() => {
    fetch('/api/billing/price', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PremiumPrice>) : undefined))
      .then((price) => price && replacePrice(language, price))
      // The advertised price stays: the payment page shows the charged one before anyone pays.
      .catch(() => undefined);
  });
}

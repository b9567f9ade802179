import { numberFormat } from '../../i18n/intl-cache.js';

/** The price in the reader's language ("$10.00", "10,00 $US"), from cents and an ISO currency. */
export function formatPrice(amountCents: number, currency: string, language: string): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: currency.toUpperCase() };
  // Whole amounts without ".00" where the currency allows it ($10 rather than $10.00).
  const whole = amountCents % 100 === 0;
  return numberFormat(language, whole ? { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 } : options).format(amountCents / 100);
}

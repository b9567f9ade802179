/** The price in the reader's language ("$10.00", "10,00 $US"), from cents and an ISO currency. */
export function formatPrice(amountCents: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() });
  // Whole amounts without ".00" where the currency allows it ($10 rather than $10.00).
  const whole = amountCents % 100 === 0;
  return whole ? new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amountCents / 100) : format.format(amountCents / 100);
}

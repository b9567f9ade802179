// Dates and numbers in the viewer's own locale (issue 17: the console is in English, its figures
// follow the person reading them), not in the page's language.
const locale = (): string | undefined => (typeof navigator === 'undefined' ? undefined : navigator.language);

export const formatDateTime = (iso: string): string => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const formatDate = (iso: string): string => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));
export const formatCount = (value: number): string => new Intl.NumberFormat(locale()).format(value);

/** An amount in the currency's minor units (Stripe's), as money. */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(locale(), { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

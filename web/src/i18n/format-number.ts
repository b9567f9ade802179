const formats = new Map<string, Intl.NumberFormat>();

/** A whole number in the digits and grouping of `language` (e.g. Arabic-Indic digits for ar). */
export function formatNumber(language: string, value: number): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format.format(value);
}

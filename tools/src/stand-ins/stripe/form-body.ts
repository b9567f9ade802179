/**
 * Parses the SDK's form bodies (`line_items[0][price_data][currency]=usd`, `metadata[k]=v`) into
 * nested objects. Numeric parts become object keys ("0"), which is all the stand-in needs.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (!next || typeof next !== 'object') node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return result;
}

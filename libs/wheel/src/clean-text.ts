// Whitespace and control characters are folded into single spaces, not just trimmed: names are
// one-line labels, and PostgreSQL rejects NUL in text and jsonb, so a stray "\u0000" must never
// get as far as the database. NFC makes a precomposed "é" and "e" + combining accent the same name.
const SPACE_OR_CONTROL_RUN = /[\s\p{Cc}]+/gu;

/** The form in which user-typed names and descriptors are checked, compared and stored. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(SPACE_OR_CONTROL_RUN, ' ').trim();
}

/**
 * Length in Unicode code points, so an emoji or a CJK extension character counts as one
 * character, the same way PostgreSQL's varchar(n) counts.
 */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

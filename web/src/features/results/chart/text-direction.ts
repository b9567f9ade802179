import type { Direction } from './wheel-geometry.js';

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction of a piece of text from its first strong letter (the Unicode "plaintext" rule),
 * so an English domain name on an Arabic page, or an Arabic one on an English page, keeps its
 * punctuation in place. SVG has no dir="auto", so the chart asks this instead.
 */
export function textDirection(text: string, fallback: Direction): Direction {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LETTER.test(char)) return 'ltr';
  }
  return fallback;
}

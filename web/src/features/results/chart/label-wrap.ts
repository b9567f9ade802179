// SVG text cannot wrap by itself, so the wheel's domain labels are broken into lines here. Words
// come from Intl.Segmenter, which also finds word boundaries in scripts written without spaces
// (Thai, Chinese, Japanese); widths are estimates, because a pure module cannot measure text.

import { segmenter } from '../../../i18n/intl-cache.js';

/** Characters drawn about one em wide: CJK ideographs, kana, Hangul and full-width forms. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u;
/** Width of an ordinary character, in em; generous so estimates err on the side of wrapping. */
const NARROW_EM = 0.6;
const ELLIPSIS = '…';

/**
 * What keeps a code point from being a grapheme of its own: combining and spacing marks, joiners and
 * other format characters, Hangul jamo, regional indicators, emoji modifiers, halfwidth kana sound
 * marks, Thai and Lao SARA AM, and the few letters that join a neighbour (Malayalam's dot reph, Kirat
 * Rai's vowel signs and others). Most names have none of these, and they are split without
 * Intl.Segmenter: the first Intl object a page builds costs a slow phone 150-250 ms (ICU loading its
 * data). label-wrap.spec.ts checks every code point, and Devanagari's combinations, against the segmenter.
 */
const JOINING =
  '\\p{M}\\p{Cf}\\p{Cc}\\p{Cs}\\u0d4e\\u0e33\\u0eb3\\u1100-\\u11ff\\ua960-\\ua97f\\ud7b0-\\ud7ff\\uff9e\\uff9f\\p{Regional_Indicator}\\p{Emoji_Modifier}' +
  '\\u{111c2}\\u{111c3}\\u{1193f}\\u{11941}\\u{11a3a}\\u{11a84}-\\u{11a89}\\u{11d46}\\u{11f02}\\u{113d1}\\u{16d63}\\u{16d67}-\\u{16d6a}';
const ONE_GRAPHEME_PER_CODE_POINT = new RegExp(`^[^${JOINING}]*$`, 'u');
/** The same, with Devanagari (Hindi) too, whose clusters `devanagariClusters` finds. */
const SIMPLE_OR_DEVANAGARI = new RegExp(`^(?:[\\u0900-\\u097f]|[^${JOINING}])*$`, 'u');
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095f\\u0978-\\u097f]';
/** Devanagari's non-spacing marks, which may stand on either side of the virama that joins two consonants. */
const NON_SPACING = '(?:(?=\\p{Mn})[\\u0900-\\u097f])';
/** A consonant with a virama among its non-spacing marks joins the consonant after it into one cluster ("स्ते"). */
const JOINS_NEXT = new RegExp(`^${CONSONANT}${NON_SPACING}*\\u094d${NON_SPACING}*$`, 'u');
const STARTS_WITH_CONSONANT = new RegExp(`^${CONSONANT}`, 'u');

/** Unicode's grapheme clusters of text SIMPLE_OR_DEVANAGARI accepts: each letter with its marks, and consonants joined across a virama. */
function devanagariClusters(text: string): string[] {
  const clusters: string[] = [];
  let previous = '';
  for (const [unit] of text.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    if (JOINS_NEXT.test(previous) && STARTS_WITH_CONSONANT.test(unit)) clusters[clusters.length - 1] += unit;
    else clusters.push(unit);
    previous = unit;
  }
  return clusters;
}

export function graphemes(text: string, locale?: string): string[] {
  if (ONE_GRAPHEME_PER_CODE_POINT.test(text) || typeof Intl.Segmenter !== 'function') return Array.from(text);
  if (SIMPLE_OR_DEVANAGARI.test(text)) return devanagariClusters(text);
  return Array.from(segmenter(locale, 'grapheme').segment(text), (part) => part.segment);
}

function words(text: string, locale?: string): string[] {
  if (typeof Intl.Segmenter === 'function') return Array.from(segmenter(locale, 'word').segment(text), (part) => part.segment);
  return text.split(/(\s+)/).filter(Boolean);
}

/** Estimated drawn width of `text` at `fontSize`. */
export function estimateTextWidth(text: string, fontSize: number, locale?: string): number {
  let ems = 0;
  for (const grapheme of graphemes(text, locale)) ems += WIDE.test(grapheme) ? 1 : NARROW_EM;
  return ems * fontSize;
}

/** Cuts one over-long word into pieces that each fit `maxWidth`. */
function splitWord(word: string, maxWidth: number, fontSize: number, locale?: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const grapheme of graphemes(word, locale)) {
    if (piece && estimateTextWidth(piece + grapheme, fontSize, locale) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += grapheme;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Shortens `line` until it and an ellipsis fit `maxWidth`. */
function withEllipsis(line: string, maxWidth: number, fontSize: number, locale?: string): string {
  const parts = graphemes(line.trimEnd(), locale);
  while (parts.length > 0 && estimateTextWidth(parts.join('') + ELLIPSIS, fontSize, locale) > maxWidth) parts.pop();
  return parts.join('').trimEnd() + ELLIPSIS;
}

/** Space-separated tokens; a token of symbols only ("&", "+") travels with the word after it. */
function tokens(text: string): string[] {
  const result: string[] = [];
  let pending = '';
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    if (!/[\p{L}\p{N}]/u.test(token)) {
      pending = pending ? `${pending} ${token}` : token;
      continue;
    }
    result.push(pending ? `${pending} ${token}` : token);
    pending = '';
  }
  if (pending) result.push(pending);
  return result;
}

/**
 * Greedy wrap into at most `maxLines` lines of at most `maxWidth`. Breaks at spaces first (so
 * "Well-Being" stays whole), then at word boundaries inside a run without spaces (Thai, CJK), then
 * between characters. The last line ends in "…" when the text does not fit; the legend and the
 * table always show the whole name.
 */
export function wrapLabel(text: string, options: { maxWidth: number; fontSize: number; maxLines: number; locale?: string }): string[] {
  const { maxWidth, fontSize, maxLines, locale } = options;
  const fits = (candidate: string) => estimateTextWidth(candidate, fontSize, locale) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  const place = (part: string, separator: string) => {
    const candidate = line ? line + separator + part : part;
    if (fits(candidate)) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = part;
  };
  for (const token of tokens(text)) {
    const parts = fits(token)
      ? [token]
      : words(token, locale)
          .filter((word) => word.trim())
          .flatMap((word) => (fits(word) ? [word] : splitWord(word, maxWidth, fontSize, locale)));
    let separator = ' ';
    for (const part of parts) {
      place(part, separator);
      separator = '';
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? '', maxWidth, fontSize, locale);
  return kept;
}

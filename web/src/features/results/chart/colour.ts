// Pale domain colours (the yellows especially) vanish as thin lines on white; outlines and badge
// rings use a darker shade of the same hue so they stay visible.

/** `#rrggbb` mixed towards black by `amount` (0 = unchanged, 1 = black). */
export function darken(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const value = Number.parseInt(match[1] as string, 16);
  const keep = 1 - Math.min(Math.max(amount, 0), 1);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * keep)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

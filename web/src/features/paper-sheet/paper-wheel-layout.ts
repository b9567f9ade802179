// The blank wheel of the paper sheet: the results chart's geometry (wedges, names, spokes) with
// every score ring drawn, since on paper the rings are what a person shades up to.
import { MAX_SCORE, layoutWheel, pointAt, scoreRadius, type Direction, type Point, type WheelLayout } from '../results/chart/wheel-geometry.js';

/** Rings that are drawn darker, so a score can be counted at a glance. */
const MAJOR_SCORES: ReadonlySet<number> = new Set([5, MAX_SCORE]);
/** How far a ring's number sits beside the spoke it labels, in SVG units. */
const RING_LABEL_OFFSET = 4;

export interface PaperRing {
  score: number;
  radius: number;
  major: boolean;
  /** Where the ring's number is drawn: just inside the ring, beside the first spoke. */
  label: Point;
}

export interface PaperWheelLayout extends Omit<WheelLayout, 'rings'> {
  rings: PaperRing[];
}

export function layoutPaperWheel(input: { labels: string[]; direction: Direction; locale?: string }): PaperWheelLayout {
  const { labels, direction, locale } = input;
  const base = layoutWheel({
    scores: labels.map(() => ({ current: 0, desired: 0 })),
    labels,
    labelMode: 'names',
    direction,
    ...(locale ? { locale } : {}),
  });
  // The first wedge starts at 12 o'clock and runs with the page (clockwise left to right,
  // counter-clockwise right to left), so the numbers sit inside it, on the side it grows towards.
  const side = direction === 'ltr' ? RING_LABEL_OFFSET : -RING_LABEL_OFFSET;
  const rings = Array.from({ length: MAX_SCORE }, (_, index) => {
    const score = index + 1;
    const radius = scoreRadius(score, base.radius);
    const onSpoke = pointAt(radius, 0);
    return { score, radius, major: MAJOR_SCORES.has(score), label: { x: onSpoke.x + side, y: onSpoke.y + RING_LABEL_OFFSET } };
  });
  return { ...base, rings };
}
